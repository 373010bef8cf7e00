import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';

/**
 * Sets products' `rating` (average of active reviews, 2 decimals) and `rating_count` from the
 * reviews table; all products when no ids are given. Raw SQL so `updated_at` keeps its value:
 * a new review is not an edit of the product.
 */
export async function refreshProductRatings(db: Db, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  await db.execute(sql`
    update ${products} set
      rating = coalesce(
        (select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.product_id = ${products.id} and r.active),
        0),
      rating_count = (select count(*)::int from ${reviews} r where r.product_id = ${products.id} and r.active)
    ${productIds ? sql`where ${inArray(products.id, productIds)}` : sql``}`);
}
