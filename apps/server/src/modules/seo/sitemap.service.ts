import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, vendors } from '../../db/schema/index.ts';
import { forSale } from '../catalog/catalog.service.ts';

/**
 * URLs per sitemap file (the protocol allows 50,000 and 50 MB): 100K products are ten files.
 * A file covers a fixed range of ids, so each one is a range scan of the primary key however
 * deep it is, and the index needs only the highest id (no count of 100K rows).
 */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapKind = 'products' | 'shops';

/** An id range's rows of ids that are not public (drafts, closed shops) leave a file short. */
const idRange = (page: number, pageSize: number) => ({ from: (page - 1) * pageSize, to: page * pageSize });

/** How many files each kind has: one per id range up to the highest id, two primary-key lookups. */
export async function sitemapPageCounts(
  db: Db,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<Record<SitemapKind, number>> {
  const [[product], [shop]] = await Promise.all([
    db.select({ last: max(products.id) }).from(products),
    db.select({ last: max(vendors.id) }).from(vendors),
  ]);
  return {
    products: Math.ceil((product?.last ?? 0) / pageSize),
    shops: Math.ceil((shop?.last ?? 0) / pageSize),
  };
}

/** One file's products for sale (published, open shop), in id order. */
export function sitemapProducts(db: Db, page: number, pageSize = SITEMAP_PAGE_SIZE) {
  const { from, to } = idRange(page, pageSize);
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(gt(products.id, from), lte(products.id, to), forSale))
    .orderBy(asc(products.id))
    .limit(pageSize);
}

/** One file's open shops, in id order. */
export function sitemapShops(db: Db, page: number, pageSize = SITEMAP_PAGE_SIZE) {
  const { from, to } = idRange(page, pageSize);
  return db
    .select({ slug: vendors.slug, updatedAt: vendors.updatedAt })
    .from(vendors)
    .where(and(gt(vendors.id, from), lte(vendors.id, to), eq(vendors.active, true)))
    .orderBy(asc(vendors.id))
    .limit(pageSize);
}
