import type { Paisa } from './money.ts';

/**
 * Pricing rules of PRODUCT.md, shared by the server (authority) and the app (display) so the
 * two never disagree. Pure functions over integer paisa; every percentage is rounded half up
 * to a whole paisa once per line.
 */

export const DEFAULT_SERVICE_FEE_PERCENT = 10;
/** Nepal VAT, in basis points (1300 = 13%). */
export const NEPAL_TAX_RATE_BP = 1300;

/** The unit price of a line: the chosen size's own price when it has one, else the product's. */
export function unitPrice(productPrice: Paisa, sizePrice: Paisa | null | undefined): Paisa {
  return sizePrice ?? productPrice;
}

/** `amount × bp / 10 000`, rounded half up (amount ≥ 0, bp ≥ 0). */
export function applyBasisPoints(amount: Paisa, bp: number): Paisa {
  const product = BigInt(Math.trunc(amount)) * BigInt(Math.round(bp));
  return Number((product + 5000n) / 10000n);
}

/** `amount × percent / 100`, rounded half up; fractional percents (2.5) are honoured to 0.01%. */
export function applyPercent(amount: Paisa, percent: number): Paisa {
  return applyBasisPoints(amount, Math.round(percent * 100));
}

export interface LineInput {
  /** From `unitPrice`. */
  unitPrice: Paisa;
  qty: number;
  /** The product's shipping per unit. */
  shippingAmount: Paisa;
  /** Destination country's tax rate in basis points. */
  taxRateBp: number;
  /** Configured service fee; 10% when absent. */
  serviceFeePercent?: number;
  /** The vendor coupon's percent off this line, 0–100; 0 when none. */
  discountPercent?: number;
}

export interface PricedLine {
  /** Unit price. */
  price: Paisa;
  /** price × qty. */
  subTotal: Paisa;
  /** shipping per unit × qty. */
  shipping: Paisa;
  tax: Paisa;
  serviceFee: Paisa;
  /** The coupon discount (percent of the subtotal). */
  saved: Paisa;
  /** subTotal + shipping + tax + serviceFee − saved, never negative. */
  total: Paisa;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const nonNegativeInt = (value: number) => Math.max(0, Math.trunc(value));

/**
 * Prices one cart or order line. Negative or fractional inputs are clamped (a quantity is a
 * whole number ≥ 0, amounts are whole paisa ≥ 0) so no input can produce a negative total.
 */
export function priceLine(input: LineInput): PricedLine {
  const price = nonNegativeInt(input.unitPrice);
  const qty = nonNegativeInt(input.qty);
  const subTotal = price * qty;
  const shipping = nonNegativeInt(input.shippingAmount) * qty;
  const tax = applyBasisPoints(subTotal, nonNegativeInt(input.taxRateBp));
  const serviceFee = applyPercent(
    subTotal,
    clamp(input.serviceFeePercent ?? DEFAULT_SERVICE_FEE_PERCENT, 0, 100),
  );
  return {
    price,
    subTotal,
    shipping,
    tax,
    serviceFee,
    ...discountLine({ subTotal, shipping, tax, serviceFee }, input.discountPercent ?? 0),
  };
}

/**
 * The coupon part of `priceLine` on its own: `discountPercent` (0–100) off the line's subtotal,
 * and the total that leaves, never negative. Applying a coupon to a line priced earlier uses
 * this, so the line keeps the tax and fee it was priced with.
 */
export function discountLine(
  line: Pick<PricedLine, 'subTotal' | 'shipping' | 'tax' | 'serviceFee'>,
  discountPercent: number,
): Pick<PricedLine, 'saved' | 'total'> {
  const saved = applyPercent(line.subTotal, clamp(discountPercent, 0, 100));
  const total = Math.max(0, line.subTotal + line.shipping + line.tax + line.serviceFee - saved);
  return { saved, total };
}

export interface OrderTotals {
  subTotal: Paisa;
  shipping: Paisa;
  tax: Paisa;
  serviceFee: Paisa;
  saved: Paisa;
  total: Paisa;
}

/** Order (or cart, or one vendor's share) totals: the sum of its priced lines. */
export function sumLines(lines: readonly Omit<PricedLine, 'price'>[]): OrderTotals {
  const totals: OrderTotals = { subTotal: 0, shipping: 0, tax: 0, serviceFee: 0, saved: 0, total: 0 };
  for (const line of lines) {
    totals.subTotal += line.subTotal;
    totals.shipping += line.shipping;
    totals.tax += line.tax;
    totals.serviceFee += line.serviceFee;
    totals.saved += line.saved;
    totals.total += line.total;
  }
  return totals;
}

/**
 * Splits `amount` paisa in proportion to `weights` without losing or inventing any: the
 * floor shares first, then the leftover paisa one each to the largest remainders (earlier
 * index first on ties). Weights are whole numbers (e.g. paisa; fractions are rounded, negatives
 * count as 0); all-zero weights split evenly. The parts always sum to `amount`.
 */
export function allocate(amount: Paisa, weights: readonly number[]): Paisa[] {
  if (weights.length === 0) return [];
  const whole = Math.trunc(amount);
  const sign = whole < 0 ? -1n : 1n;
  const total = BigInt(whole) * sign;
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? BigInt(Math.round(w)) : 0n));
  let weightSum = clean.reduce((a, b) => a + b, 0n);
  const effective = weightSum === 0n ? clean.map(() => 1n) : clean;
  if (weightSum === 0n) weightSum = BigInt(clean.length);
  const shares = effective.map((w) => (total * w) / weightSum);
  const remainders = effective.map((w, index) => ({ index, rest: (total * w) % weightSum }));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share * sign));
}
