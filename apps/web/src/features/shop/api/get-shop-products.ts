import { SHOP_PAGE_SIZE, shopProductCardSchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { type ShopFilters, toProductsQuery } from '../lib/shop-filters.ts';

const productsSchema = z.array(shopProductCardSchema);

/** One page of the shop's products, filtered and sorted by the server (spec §2, §9). */
export async function getShopProducts(slug: string, filters: ShopFilters, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`v1/vendor-products/${encodeURIComponent(slug)}/`, {
    query: toProductsQuery(filters, SHOP_PAGE_SIZE),
    signal,
  });
  const items = productsSchema.parse(data);
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
