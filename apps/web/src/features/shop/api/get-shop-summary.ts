import { shopSummarySchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The stat cards, category counts and price range of the shop's whole published catalogue. */
export async function getShopSummary(slug: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/shop-summary/${encodeURIComponent(slug)}/`, { signal });
  return shopSummarySchema.parse(data);
}

export function shopSummaryQuery(slug: string) {
  return queryOptions({
    // Under 'products': whatever changes the catalogue refreshes these counts too.
    queryKey: ['products', 'shop-summary', slug],
    queryFn: ({ signal }) => getShopSummary(slug, signal),
    retryOnMount: false,
  });
}

export function useShopSummary(slug: string) {
  return useQuery(shopSummaryQuery(slug));
}
