import { productCardSchema } from '@pasal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '../lib/search-params.ts';

const productsSchema = z.array(productCardSchema);

export async function searchProducts(filters: SearchFilters, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>('v1/search/', {
    query: { ...filters, page_size: SEARCH_PAGE_SIZE },
    signal,
  });
  const items = productsSchema.parse(data);
  return { items, total: total ?? items.length };
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
