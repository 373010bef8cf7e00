import { COUNTRIES, FALLBACK_COUNTRY, findCountry, type PricingRates } from '@pasal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import { taxRatesFor } from '../cart/cart-pricing.service.ts';

/**
 * The rates the server prices with (issue 18: no surprises before checkout), so the app can
 * show a product's full price by the shared `priceLine`: the configured service fee, and the VAT
 * of Nepal (the default destination) and of every country with an active rate, each decided by
 * the same `taxRatesFor` that prices the cart.
 */
export async function pricingRates(db: Db, serviceFeePercent: number): Promise<PricingRates> {
  const rows = await db
    .select({ country: taxRates.country })
    .from(taxRates)
    .where(eq(taxRates.active, true))
    .orderBy(asc(taxRates.country))
    // One row per country of the closed list at most (unique on country).
    .limit(COUNTRIES.length);
  const countries = [
    ...new Set([FALLBACK_COUNTRY, ...rows.flatMap((row) => findCountry(row.country)?.name ?? [])]),
  ];
  const rateOf = await taxRatesFor(db, countries);
  return {
    service_fee_percent: serviceFeePercent,
    tax_rates: countries.map((country) => ({ country, rate: rateOf(country) / 100 })),
  };
}
