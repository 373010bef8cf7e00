import { rupeesToPaisa, type ShopProductsQuery, type ShopSort } from '@pasal/domain';
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { toLimitOffset } from '../../lib/http.ts';
import { forSale, newestFirst, pageOfCards } from '../catalog/catalog.service.ts';
import { textMatch } from '../search/search.service.ts';

/**
 * Spec §9 shop sorts, each ending in the id so equal keys keep one order from page to page.
 * Each is served by a (vendor_id, status, key…, id) index (migration 0008): the shop's page
 * comes off the index in order, however many products the shop has.
 */
const SHOP_ORDERS: Record<ShopSort, SQL[]> = {
  newest: newestFirst,
  oldest: [asc(products.createdAt), asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  rating: [desc(products.rating), desc(products.ratingCount), desc(products.id)],
  orders: [desc(products.orders), desc(products.id)],
};

/**
 * The shop page's filters (spec §2, §9) as SQL: the shop's products for sale, the words typed
 * (title or description, as search matches them: word prefixes and title typos, on the
 * full-text index), categories, price in rupees, minimum rating, in stock, featured.
 */
export function shopProductsFilter(vendorId: number, query: ShopProductsQuery) {
  const where = [eq(products.vendorId, vendorId), forSale];
  const match = textMatch(query.query);
  if (match) where.push(match.where);
  if (query.category.length > 0) where.push(inArray(products.categoryId, query.category));
  if (query.min_price !== undefined) where.push(gte(products.price, rupeesToPaisa(query.min_price)));
  if (query.max_price !== undefined) where.push(lte(products.price, rupeesToPaisa(query.max_price)));
  if (query.min_rating !== undefined) where.push(gte(products.rating, query.min_rating));
  if (query.in_stock) where.push(gt(products.stockQty, 0));
  if (query.featured) where.push(eq(products.featured, true));
  return { where: and(...where) as SQL, orderBy: SHOP_ORDERS[query.sort ?? 'newest'] };
}

/** One page of the shop's cards and the total: two queries (one while the total is cached). */
export function listShopProducts(db: Db, vendorId: number, query: ShopProductsQuery) {
  const { where, orderBy } = shopProductsFilter(vendorId, query);
  return pageOfCards(db, where, toLimitOffset(query), { orderBy });
}
