import type { QueryClient } from '@tanstack/react-query';
import { readSearchFilters } from '../lib/search-params.ts';
import { searchQuery } from './search-products.ts';

/**
 * Starts the search page's call (the route's loader and the server renderer call this); a
 * `clear=true` address shows an empty search and asks for nothing.
 */
export async function prefetchSearchPage(client: QueryClient, params: URLSearchParams) {
  if (params.get('clear') !== 'true') await client.prefetchQuery(searchQuery(readSearchFilters(params)));
}
