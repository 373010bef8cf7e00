import { sql } from 'drizzle-orm';

/**
 * The CTE `made (id, vendor_id)`: `n` plain products of `shop` inserted in one statement, for the
 * rest of the statement to hang rows off (`with ${madeProducts(…)} insert into … from made`), as
 * the scale tests build a busy shop.
 */
export const madeProducts = (shop: { id: number }, categoryId: number, n: number) => sql`made as (
  insert into products (pid, slug, vendor_id, category_id, title, description, price, stock_qty, created_at)
  select 'bulk-' || ${shop.id} || '-' || g, 'bulk-' || ${shop.id} || '-' || g, ${shop.id}, ${categoryId},
         'Gadget ' || g, 'A gadget', 100000, 5, timestamptz '2025-01-01T00:00:00Z'
  from generate_series(1, ${n}) g
  returning id, vendor_id)`;
