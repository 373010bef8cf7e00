import type { SearchQuery } from '@pasal/domain';
import { readSearchFilter, type SearchOrder } from '@pasal/domain/plain';

/** Results per page: fills 2, 4 and 5 columns evenly. */
export const SEARCH_PAGE_SIZE = 20;

/** The filters that live in the URL (everything but the page size, which is ours). */
export type SearchFilters = Omit<SearchQuery, 'page_size'>;

const FIELDS = ['query', 'category', 'min_price', 'max_price', 'in_stock', 'sort', 'page'] as const;

/**
 * Reads the search from the address bar, by the search call's own rules but without zod (so the
 * page's first load does without it). Each field is checked on its own so one bad value (a
 * hand-edited `page=abc`) drops only that filter, not the whole search. `clear=true` (spec §2,
 * the header's "All products") is the empty search, whatever else the address holds.
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  if (params.get('clear') === 'true') return { page: 1 };
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const read = readSearchFilter(field, params.get(field) ?? undefined);
    if (read.ok) out[field] = read.value;
  }
  return { page: 1, ...out } as SearchFilters;
}

/** The address-bar form of a search: only what is set, and no `page=1`. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  if (filters.in_stock) params.set('in_stock', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const SORT_LABELS: Record<SearchOrder, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

/** Best match needs words to match: without them it is not offered. */
export function sortChoices(hasWords: boolean): SearchOrder[] {
  const rest: SearchOrder[] = ['newest', 'price_asc', 'price_desc', 'rating'];
  return hasWords ? ['relevance', ...rest] : rest;
}

/** How many filters narrow the results (for the phone's "Filters (2)" button). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category !== undefined,
    filters.min_price !== undefined || filters.max_price !== undefined,
    filters.in_stock === true,
  ].filter(Boolean).length;
}
