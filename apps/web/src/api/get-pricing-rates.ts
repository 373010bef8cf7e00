import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

/*
 * Shared rather than inside a feature: the product page previews a price with these rates and the
 * cart names them beside its totals; features do not import each other.
 */

/** `GET v1/pricing/`: the service fee percent and VAT rates the server prices every cart with. */
export async function getPricingRates(signal?: AbortSignal) {
  const { data } = await parsed(api.get('v1/pricing/', { signal }), (s) => s.pricingRatesSchema);
  return data;
}

export const pricingRatesQuery = queryOptions({
  queryKey: ['pricing-rates'],
  queryFn: ({ signal }) => getPricingRates(signal),
  // Configuration, not stock: it changes with a deploy, not while a shopper browses.
  staleTime: 5 * 60_000,
});

export function usePricingRates() {
  return useQuery(pricingRatesQuery);
}
