import { NEPAL_TAX_RATE_BP, priceLine, sumLines, unitPrice } from '@pasal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import type { listCartLines } from './cart.service.ts';

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The unit price of a cart line: the chosen size's own price when it has one, else the product's. */
export function cartUnitPrice(row: Pick<CartLineRow, 'product' | 'sizePrice' | 'sizeHasPrice'>) {
  return unitPrice(row.product.price, row.sizeHasPrice ? row.sizePrice : null);
}

const countryKey = (country: string) => country.trim().toLowerCase();

/**
 * VAT of each destination country in basis points (PRODUCT.md "Pricing rules"): the country's
 * active `tax_rates` row, matched without regard to case. Nepal without a row still gets 13%
 * (its VAT is the law, not data); any other country without an active row is taxed 0.
 */
export async function taxRatesFor(db: Db, countries: readonly string[]) {
  const keys = [...new Set(countries.map(countryKey))];
  const rows = keys.length
    ? await db
        .select({ key: sql<string>`lower(${taxRates.country})`, rateBp: taxRates.rateBp })
        .from(taxRates)
        .where(and(inArray(sql`lower(${taxRates.country})`, keys), eq(taxRates.active, true)))
    : [];
  const found = new Map(rows.map((r) => [r.key, r.rateBp]));
  return (country: string) =>
    found.get(countryKey(country)) ?? (countryKey(country) === 'nepal' ? NEPAL_TAX_RATE_BP : 0);
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
