import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

/*
 * Shared rather than inside a feature: the header, home, search and the vendor product form all
 * list categories, and features do not import each other.
 */
export async function getCategories(signal?: AbortSignal) {
  const { data } = await parsed(api.get('v1/category/', { signal }), (s) => s.z.array(s.categorySchema));
  return data;
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
