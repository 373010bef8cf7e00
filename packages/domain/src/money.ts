/**
 * Money is integer paisa everywhere inside Pasal (1 NPR = 100 paisa). It becomes a decimal
 * string only on the wire and a formatted rupee string only on screen.
 */
export type Paisa = number;

export const PAISA_PER_RUPEE = 100;

/** 149999 rupees → 14999900 paisa. Rounds half away from zero to the nearest paisa. */
export function rupeesToPaisa(rupees: number): Paisa {
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * PAISA_PER_RUPEE);
}

/** The wire form of a money field: 14999900 → "149999.00". */
export function paisaToDecimal(paisa: Paisa): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paisa));
  const rupees = Math.floor(abs / PAISA_PER_RUPEE);
  const rest = abs % PAISA_PER_RUPEE;
  return `${sign}${rupees}.${rest.toString().padStart(2, '0')}`;
}

/**
 * Rupees as a JSON number (14999950 → 149999.5), for the totals the original's clients do
 * arithmetic on (API-NOTES.md). Exact: the nearest double to n/100 prints as n/100.
 */
export function paisaToRupees(paisa: Paisa): number {
  return Math.trunc(paisa) / PAISA_PER_RUPEE;
}

/** Parses "149999.00", "149999" or 149999.5 (rupees) into paisa; null when not a finite amount. */
export function decimalToPaisa(value: string | number): Paisa | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  const paisa = Number(whole) * PAISA_PER_RUPEE + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(paisa)) return null;
  return text.startsWith('-') ? -paisa : paisa;
}

/** Indian/Nepali digit grouping: 14999900 → "1,49,999". */
function groupLakh(integer: string): string {
  if (integer.length <= 3) return integer;
  const last3 = integer.slice(-3);
  const rest = integer.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/**
 * The one on-screen money format: `Rs. 1,49,999` (paisa shown only when present, or always
 * with `{ paisa: true }`).
 */
export function formatNpr(paisa: Paisa, options: { paisa?: boolean } = {}): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paisa));
  const rupees = Math.floor(abs / PAISA_PER_RUPEE);
  const rest = abs % PAISA_PER_RUPEE;
  const showPaisa = options.paisa === true || rest !== 0;
  const fraction = showPaisa ? `.${rest.toString().padStart(2, '0')}` : '';
  return `${sign}Rs. ${groupLakh(String(rupees))}${fraction}`;
}

/** Formats a wire decimal string ("149999.00") for display. */
export function formatNprDecimal(value: string | number): string {
  const paisa = decimalToPaisa(value);
  return paisa === null ? 'Rs. 0' : formatNpr(paisa);
}
