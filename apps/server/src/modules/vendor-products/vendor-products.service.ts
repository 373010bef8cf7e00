import { rupeesToPaisa, type VendorProductsQuery } from '@pasal/domain';
import { and, eq, gte, ilike, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toLimitOffset } from '../../lib/http.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { pageOfCards } from '../catalog/catalog.service.ts';
import { getProductDetail } from '../catalog/product-detail.service.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** A shop's products that are not deleted: drafts and published ones alike. */
const ofShop = (vendorId: number) => and(eq(products.vendorId, vendorId), ne(products.status, 'archived'));

/**
 * One product of the caller's shop by its pid. Another shop's product answers exactly as an
 * unknown pid does (404), so a vendor learns nothing of other shops' catalogues.
 */
export const ownProduct = (vendorId: number, pid: string) =>
  and(ofShop(vendorId), eq(products.pid, pid)) as SQL;

/**
 * The vendor's product table (spec §2): newest first, filtered on the server, two queries (the
 * page and its total, counted afresh: the vendor's own edits must show at once). The shop's
 * rows come off products_vendor_created_idx, so the filters only narrow one shop's products.
 */
export function listVendorProducts(db: Db, vendorId: number, query: VendorProductsQuery) {
  const where = [ofShop(vendorId)];
  if (query.stage) where.push(eq(products.status, query.stage));
  if (query.query) where.push(ilike(products.title, likeText(query.query)));
  if (query.category !== undefined) where.push(eq(products.categoryId, query.category));
  if (query.min_price !== undefined) where.push(gte(products.price, rupeesToPaisa(query.min_price)));
  if (query.max_price !== undefined) where.push(lte(products.price, rupeesToPaisa(query.max_price)));
  return pageOfCards(db, and(...where), toLimitOffset(query), { totals: 'fresh' });
}

/** The editor's product: any stage but deleted, with its rows and gallery. */
export function getVendorProduct(db: Db, vendorId: number, pid: string) {
  return getProductDetail(db, ownProduct(vendorId, pid));
}

/** 404 unless the caller's shop has this product; checked before any picture is encoded. */
export async function requireOwnProduct(db: Db, vendorId: number, pid: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(ownProduct(vendorId, pid)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Deletes a product softly: it becomes `archived`, so the orders that sold it keep it (their
 * pages and invoices read it), and the storefront, search, carts and wishlists, which take
 * published products only, drop it at once. Its pictures stay for those orders.
 */
export async function archiveProduct(db: Db, vendorId: number, pid: string) {
  const [row] = await db
    .update(products)
    .set({ status: 'archived' })
    .where(ownProduct(vendorId, pid))
    .returning({ id: products.id });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
}
