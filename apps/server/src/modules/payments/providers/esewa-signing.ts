import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * eSewa ePay v2 signatures (INTEGRATIONS.md): base64 HMAC-SHA256 with the merchant's secret over
 * `name=value` pairs joined by commas, in the order `signed_field_names` lists them.
 */

/** What Pasal signs on the payment form. */
export const ESEWA_FORM_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;

export function esewaMessage(values: Readonly<Record<string, string>>, names: readonly string[]): string {
  return names.map((name) => `${name}=${values[name] ?? ''}`).join(',');
}

export function esewaSignature(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal took. */
export function esewaSignatureValid(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(esewaSignature(secret, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A key and its value (a string, or a number, true, false or null as written). */
const JSON_PAIR = /("(?:[^"\\]|\\.)*")\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]+)/g;

/**
 * The fields of a flat JSON object as their exact text: strings decoded, everything else as
 * written. eSewa signs `total_amount=1000.0`, which JSON.parse would turn into 1000 and so break
 * the signature. Null when the text is not one flat JSON object.
 */
export function rawJsonFields(text: string): Record<string, string> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const values = Object.values(parsed);
  if (values.some((value) => typeof value === 'object' && value !== null)) return null;
  // Valid JSON read left to right: each match starts at a key, and strings are consumed whole.
  const fields = new Map<string, string>();
  for (const [, name = '""', value = ''] of text.matchAll(JSON_PAIR))
    fields.set(JSON.parse(name) as string, value.startsWith('"') ? (JSON.parse(value) as string) : value);
  return fields.size === values.length ? Object.fromEntries(fields) : null;
}
