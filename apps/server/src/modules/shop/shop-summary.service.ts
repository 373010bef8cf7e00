import { paisaToDecimal, type ShopSummary } from '@pasal/domain';
import { and, asc, count, eq, max, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { serializeCategory } from '../catalog/catalog.serializers.ts';
import { nepalYearOf } from '../vendor-dashboard/chart-months.ts';
import type { ShopRow } from './shop.service.ts';

/** More categories than exist; the list is bounded all the same. */
const CATEGORY_LIMIT = 200;

/**
 * The shop page's stat cards, category buttons and price boxes' defaults, over the shop's whole
 * published catalogue: two queries whatever its size, both on the shop's (vendor_id, status, …)
 * indexes. Categories come in display order, each with how many of the shop's products it holds.
 */
export async function shopSummary(db: Db, origin: string, { vendor }: ShopRow): Promise<ShopSummary> {
  const listed = and(eq(products.vendorId, vendor.id), eq(products.status, 'published')) as SQL;
  const [perCategory, [prices]] = await Promise.all([
    db
      .select({
        id: categories.id,
        title: categories.title,
        slug: categories.slug,
        image: categories.image,
        count: count(),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(listed)
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(CATEGORY_LIMIT),
    db
      .select({
        total: count(),
        average: sql<number>`coalesce(round(avg(${products.price})), 0)`.mapWith(Number),
        min: min(products.price),
        max: max(products.price),
      })
      .from(products)
      .where(listed),
  ]);
  return {
    total_products: prices?.total ?? 0,
    categories: perCategory.map((c) => ({ ...serializeCategory(origin, c), count: c.count })),
    average_price: paisaToDecimal(prices?.average ?? 0),
    min_price: paisaToDecimal(Number(prices?.min ?? 0)),
    max_price: paisaToDecimal(Number(prices?.max ?? 0)),
    active_since: nepalYearOf(vendor.createdAt),
  };
}
