import { productCardSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

const productsSchema = z.array(productCardSchema);

export async function getFeaturedProducts(signal?: AbortSignal) {
  const { data } = await api.get<unknown>('v1/featured-products/', { signal });
  return productsSchema.parse(data);
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });
}
