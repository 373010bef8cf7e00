import { productDetailSchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export async function getProduct(slug: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/products/${encodeURIComponent(slug)}/`, { signal });
  return productDetailSchema.parse(data);
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
