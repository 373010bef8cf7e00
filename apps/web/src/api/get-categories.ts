import { categorySchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client.ts';

/*
 * Shared rather than inside a feature: the header, home, search and the vendor product form all
 * list categories, and features do not import each other.
 */
const categoriesSchema = z.array(categorySchema);

export async function getCategories(signal?: AbortSignal) {
  const { data } = await api.get<unknown>('v1/category/', { signal });
  return categoriesSchema.parse(data);
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  // Categories change only when operators edit them.
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
