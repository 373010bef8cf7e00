import { randomBytes } from 'node:crypto';
import { decimalToPaisa, paisaToDecimal } from '@pasal/domain';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config.ts';
import {
  cancelledUnlessPaid,
  type PaymentProvider,
  type PaymentVerification,
  ProviderUnavailableError,
} from '../payment-provider.ts';
import {
  ESEWA_FORM_SIGNED_FIELDS,
  esewaMessage,
  esewaSignature,
  esewaSignatureValid,
  rawJsonFields,
} from './esewa-signing.ts';
import { callProvider, expectAnswer } from './provider-http.ts';

type EsewaConfig = NonNullable<PaymentsConfig['esewa']>;

/** eSewa's paths (INTEGRATIONS.md "eSewa ePay v2"): the form under the form host, the status check under its own. */
export const ESEWA_PATHS = {
  form: '/api/epay/main/v2/form',
  status: '/api/epay/transaction/status/',
} as const;

/** Why an eSewa payment is paid back by hand. */
export const ESEWA_NO_REFUND =
  "eSewa's ePay has no refund call: pay it back to the shopper from the eSewa merchant portal.";

const statusAnswer = z.object({
  status: z.string(),
  total_amount: z.union([z.number(), z.string()]).nullish(),
  ref_id: z.string().nullish(),
});

/** The status check's answers, as ours (eSewa documents NOT_FOUND as a session that expired). */
const STATUSES: Record<string, PaymentVerification['status']> = {
  COMPLETE: 'paid',
  PENDING: 'pending',
  AMBIGUOUS: 'pending',
  NOT_FOUND: 'failed',
  CANCELED: 'cancelled',
  FULL_REFUND: 'failed',
  PARTIAL_REFUND: 'failed',
};

/**
 * The reference an eSewa success redirect names (`data`: base64 JSON), only when eSewa signed it:
 * the signature is recomputed over the fields it lists, with their text exactly as received.
 * Null for anything else; even a signed redirect only says which attempt to ask eSewa about.
 */
export function readEsewaReturn(config: Pick<EsewaConfig, 'secretKey' | 'productCode'>, data: string) {
  const fields = rawJsonFields(Buffer.from(data, 'base64').toString('utf8'));
  const names = fields?.signed_field_names?.split(',') ?? [];
  if (!fields?.signature || !fields.transaction_uuid || !names.includes('transaction_uuid')) return null;
  if (names.some((name) => fields[name] === undefined)) return null;
  if (!esewaSignatureValid(config.secretKey, esewaMessage(fields, names), fields.signature)) return null;
  if (fields.product_code !== config.productCode) return null;
  return fields.transaction_uuid;
}

/**
 * eSewa ePay v2: the browser posts a signed form to eSewa, eSewa sends the shopper back with a
 * signed `data`, and only the status check (for the stored amount) says whether it was paid.
 */
export function createEsewaProvider(config: EsewaConfig): PaymentProvider {
  async function status(uuid: string, amount: number | undefined): Promise<PaymentVerification> {
    if (amount === undefined)
      throw new ProviderUnavailableError('esewa', 'the status check needs the amount asked');
    const query = new URLSearchParams({
      product_code: config.productCode,
      total_amount: paisaToDecimal(amount),
      transaction_uuid: uuid,
    });
    const answer = await callProvider('esewa', `${config.statusUrl}${ESEWA_PATHS.status}?${query}`, {
      method: 'GET',
    });
    const result = expectAnswer('esewa', answer, statusAnswer);
    const verified = STATUSES[result.status] ?? 'pending';
    if (verified !== 'paid') return { status: verified, amount: null, currency: null, raw: result };
    const charged = result.total_amount == null ? null : decimalToPaisa(result.total_amount);
    return { status: 'paid', amount: charged, currency: 'NPR', receipt: result.ref_id, raw: result };
  }

  return {
    id: 'esewa',
    async start(request) {
      // eSewa takes letters, digits and hyphens; the order's id first helps support find it.
      const uuid = `${request.oid}-${randomBytes(5).toString('hex')}`;
      const total = paisaToDecimal(request.amount);
      const values: Record<string, string> = {
        amount: total,
        tax_amount: '0',
        product_service_charge: '0',
        product_delivery_charge: '0',
        total_amount: total,
        transaction_uuid: uuid,
        product_code: config.productCode,
        // eSewa appends `?data=` to the success URL, so it carries no query of its own.
        success_url: request.returnUrl,
        failure_url: request.cancelUrl,
        signed_field_names: ESEWA_FORM_SIGNED_FIELDS.join(','),
      };
      values.signature = esewaSignature(config.secretKey, esewaMessage(values, ESEWA_FORM_SIGNED_FIELDS));
      return {
        kind: 'form',
        actionUrl: `${config.formUrl}${ESEWA_PATHS.form}`,
        formData: values,
        providerRef: uuid,
        currency: 'NPR',
        providerAmount: request.amount,
      };
    },
    verify: status,
    cancel: (uuid, amount) => cancelledUnlessPaid(status(uuid, amount)),
    async refund() {
      return { status: 'unsupported', reason: ESEWA_NO_REFUND };
    },
  };
}
