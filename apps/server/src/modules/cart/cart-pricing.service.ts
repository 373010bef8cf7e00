import { findCountry, NEPAL_TAX_RATE_BP, priceLine, sumLines, unitPrice } from '@pasal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import type { listCartLines } from './cart.service.ts';

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The unit price of a cart line: the chosen size's own price when it has one, else the product's. */
export function cartUnitPrice(row: Pick<CartLineRow, 'product' | 'sizePrice' | 'sizeHasPrice'>) {
  return unitPrice(row.product.price, row.sizeHasPrice ? row.sizePrice : null);
}

/**
 * VAT of each destination in basis points (PRODUCT.md "Pricing rules"): the active `tax_rates`
 * row of the country's entry in the closed list (rows are kept under the entry's English name),
 * however the destination was spelled. Nepal without a row still gets 13% (its VAT is the law,
 * not data); any other country without an active row, or a destination that is no country of
 * the list (stored before the list existed), is taxed 0.
 */
export async function taxRatesFor(db: Db, countries: readonly string[]) {
  const names = [...new Set(countries.flatMap((country) => findCountry(country)?.name ?? []))];
  const rows = names.length
    ? await db
        .select({ country: taxRates.country, rateBp: taxRates.rateBp })
        .from(taxRates)
        .where(and(inArray(taxRates.country, names), eq(taxRates.active, true)))
    : [];
  const found = new Map(rows.map((r) => [r.country, r.rateBp]));
  return (country: string) => {
    const entry = findCountry(country);
    if (!entry) return 0;
    return found.get(entry.name) ?? (entry.code === 'NP' ? NEPAL_TAX_RATE_BP : 0);
  };
}

/**
 * Prices cart lines by the shared rules, from the database only: what a client sent as price,
 * shipping or total never gets here. `country` overrides each line's stored destination.
 */
export async function priceCartLines(
  db: Db,
  rows: readonly CartLineRow[],
  options: { serviceFeePercent: number; country?: string },
) {
  const countryOf = (row: CartLineRow) => options.country ?? row.item.country;
  const rateOf = await taxRatesFor(db, rows.map(countryOf));
  const lines = rows.map((row) => ({
    row,
    priced: priceLine({
      unitPrice: cartUnitPrice(row),
      qty: row.item.qty,
      shippingAmount: row.product.shippingAmount,
      taxRateBp: rateOf(countryOf(row)),
      serviceFeePercent: options.serviceFeePercent,
    }),
  }));
  return { lines, totals: sumLines(lines.map((l) => l.priced)) };
}
