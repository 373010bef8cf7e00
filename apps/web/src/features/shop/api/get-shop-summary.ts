import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';

/** The stat cards, category counts and price range of the shop's whole published catalogue. */
export async function getShopSummary(slug: string, signal?: AbortSignal) {
  const answer = api.get(`v1/shop-summary/${encodeURIComponent(slug)}/`, { signal });
  const { data } = await parsed(answer, (s) => s.shopSummarySchema);
  return data;
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
