import type { QueryClient } from '@tanstack/react-query';
import { readShopFilters } from '../lib/shop-filters.ts';
import { shopQuery } from './get-shop.ts';
import { shopProductsQuery } from './get-shop-products.ts';
import { shopSummaryQuery } from './get-shop-summary.ts';

/**
 * Starts the shop page's three calls at once, while the page's code is still downloading (the
 * route's loader calls this) or before the server renders the page; the page then reads them
 * from the query cache.
 */
export async function prefetchShopPage(client: QueryClient, slug: string, params: URLSearchParams) {
  await Promise.all([
    client.prefetchQuery(shopQuery(slug)),
    client.prefetchQuery(shopSummaryQuery(slug)),
    client.prefetchQuery(shopProductsQuery(slug, readShopFilters(params))),
  ]);
}
