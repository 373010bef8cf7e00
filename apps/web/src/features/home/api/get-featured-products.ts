import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';

export async function getFeaturedProducts(signal?: AbortSignal) {
  const { data } = await parsed(api.get('v1/featured-products/', { signal }), (s) =>
    s.z.array(s.productCardSchema),
  );
  return data;
}

export const featuredProductsQuery = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: ({ signal }) => getFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery);
}
