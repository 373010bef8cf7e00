import { SHOP_PAGE_SIZE } from '@pasal/domain/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { type ShopFilters, toProductsQuery } from '../lib/shop-filters.ts';

/** One page of the shop's products, filtered and sorted by the server (spec §2, §9). */
export async function getShopProducts(slug: string, filters: ShopFilters, signal?: AbortSignal) {
  const answer = api.get(`v1/vendor-products/${encodeURIComponent(slug)}/`, {
    query: toProductsQuery(filters, SHOP_PAGE_SIZE),
    signal,
  });
  const { data: items, total } = await parsed(answer, (s) => s.z.array(s.shopProductCardSchema));
  return { items, total: total ?? items.length };
}

export function shopProductsQuery(slug: string, filters: ShopFilters) {
  // The view (grid or list) changes how the page looks, not what it asks for.
  const query = toProductsQuery(filters, SHOP_PAGE_SIZE);
  return queryOptions({
    queryKey: ['products', 'shop', slug, query],
    queryFn: ({ signal }) => getShopProducts(slug, filters, signal),
    retryOnMount: false,
  });
}

/**
 * The last page stays on screen (dimmed) while the next filter's answer loads; another shop's
 * products never stand in for this one's.
 */
export function useShopProducts(slug: string, filters: ShopFilters) {
  return useQuery({
    ...shopProductsQuery(slug, filters),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
