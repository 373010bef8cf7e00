import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Puts the units of cancelled lines back on sale and off the products' sold counts, one product
 * at a time in id order (as placing an order takes them), so two transactions touching the same
 * products cannot deadlock. The caller moved the lines to `cancelled` in the same transaction,
 * which is what makes this happen once per line.
 */
export async function returnStock(tx: Db, lines: readonly { productId: number; qty: number }[]) {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  for (const id of [...units.keys()].sort((a, b) => a - b)) {
    const qty = units.get(id) ?? 0;
    await tx
      .update(products)
      .set({
        stockQty: sql`${products.stockQty} + ${qty}`,
        orders: sql`greatest(${products.orders} - ${qty}, 0)`,
      })
      .where(eq(products.id, id));
  }
}
