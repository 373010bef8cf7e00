import { queryClient } from '../../../api/query-client.ts';
import { readShopFilters } from '../lib/shop-filters.ts';
import { shopQuery } from './get-shop.ts';
import { shopProductsQuery } from './get-shop-products.ts';
import { shopSummaryQuery } from './get-shop-summary.ts';

/**
 * Starts the shop page's three calls at once, while the page's code is still downloading (the
 * route's loader calls this); the page then reads them from the query cache.
 */
export function prefetchShopPage(slug: string, params: URLSearchParams) {
  void queryClient.prefetchQuery(shopQuery(slug));
  void queryClient.prefetchQuery(shopSummaryQuery(slug));
  void queryClient.prefetchQuery(shopProductsQuery(slug, readShopFilters(params)));
}
