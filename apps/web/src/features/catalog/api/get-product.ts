import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';

export async function getProduct(slug: string, signal?: AbortSignal) {
  const answer = api.get(`v1/products/${encodeURIComponent(slug)}/`, { signal });
  const { data } = await parsed(answer, (s) => s.productDetailSchema);
  return data;
}

export const productKey = (slug: string) => ['products', 'detail', slug] as const;

export function productQuery(slug: string) {
  return queryOptions({
    queryKey: productKey(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    // The route's loader already asked; a failure it cached (a 404) is not asked again on mount.
    // The error state offers Retry for failures that may pass.
    retryOnMount: false,
  });
}

export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}
