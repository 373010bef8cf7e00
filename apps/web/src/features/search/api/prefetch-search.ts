import type { QueryClient } from '@tanstack/react-query';
import { readSearchFilters } from '../lib/search-params.ts';
import { searchQuery } from './search-products.ts';

/**
 * Starts the search page's call (the route's loader and the server renderer call this); for a
 * `clear=true` address, the header's "All products", that is every product.
 */
export async function prefetchSearchPage(client: QueryClient, params: URLSearchParams) {
  await client.prefetchQuery(searchQuery(readSearchFilters(params)));
}
