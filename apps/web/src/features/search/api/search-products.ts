import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '../lib/search-params.ts';

export async function searchProducts(filters: SearchFilters, signal?: AbortSignal) {
  const answer = api.get('v1/search/', { query: { ...filters, page_size: SEARCH_PAGE_SIZE }, signal });
  const { data: items, total, moreThanTotal } = await parsed(answer, (s) => s.z.array(s.productCardSchema));
  return { items, total: total ?? items.length, moreThanTotal };
}

export function searchQuery(filters: SearchFilters) {
  return queryOptions({
    queryKey: ['products', 'search', filters],
    queryFn: ({ signal }) => searchProducts(filters, signal),
  });
}

/** The last results stay on screen (dimmed) while the next filter's results load. */
export function useSearchProducts(filters: SearchFilters) {
  return useQuery({ ...searchQuery(filters), placeholderData: keepPreviousData });
}
