import { findCountry } from './country-list.ts';
import { decimalToPaisa, type Paisa } from './money.ts';
import { type PricedLine, priceLine } from './pricing.ts';

// Kept apart (zod-free) for the header's cart badge; exported here as before.
export { countCartItems } from './cart-count.ts';

/*
 * What the app needs to show a price before checkout (issue 18 "no surprises"): the rates the
 * server prices with, and a preview of one line by the very same `priceLine` the server uses.
 */

/** `GET v1/pricing/`: the configured service fee and the VAT of each destination, as percents. */
export interface PricingRates {
  service_fee_percent: number;
  tax_rates: { country: string; rate: number }[];
}

/**
 * A destination's VAT in basis points from the server's rates, however the country is spelled;
 * 0 for a country the server states no rate for (as the server prices it).
 */
export function taxRateBpOf(rates: PricingRates, country: string): number {
  const code = findCountry(country)?.code;
  const found = code ? rates.tax_rates.find((r) => findCountry(r.country)?.code === code) : undefined;
  return found ? Math.round(found.rate * 100) : 0;
}

export interface LinePreviewInput {
  /** Decimal strings or numbers as the product detail carries them. */
  unitPrice: string | number;
  shippingAmount: string | number;
  qty: number;
  country: string;
}

/** The product page's "What you pay": one line priced exactly as the cart and the order will be. */
export function previewLine(rates: PricingRates, input: LinePreviewInput): PricedLine {
  const paisa = (value: string | number): Paisa => decimalToPaisa(value) ?? 0;
  return priceLine({
    unitPrice: paisa(input.unitPrice),
    qty: input.qty,
    shippingAmount: paisa(input.shippingAmount),
    taxRateBp: taxRateBpOf(rates, input.country),
    serviceFeePercent: rates.service_fee_percent,
  });
}

/** A rate as people read it: 13 → "13%", 2.5 → "2.5%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
