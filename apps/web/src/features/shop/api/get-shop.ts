import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';

export async function getShop(slug: string, signal?: AbortSignal) {
  const { data } = await parsed(
    api.get(`v1/shop/${encodeURIComponent(slug)}/`, { signal }),
    (s) => s.shopSchema,
  );
  return data;
}

export const shopKey = (slug: string) => ['shops', slug] as const;

export function shopQuery(slug: string) {
  return queryOptions({
    queryKey: shopKey(slug),
    queryFn: ({ signal }) => getShop(slug, signal),
    // A 404 the route's loader cached is not asked again on mount (the not-found page shows it).
    retryOnMount: false,
  });
}

export function useShop(slug: string) {
  return useQuery(shopQuery(slug));
}
