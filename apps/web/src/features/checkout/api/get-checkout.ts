import { orderSchema } from '@pasal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const checkoutKey = (oid: string) => ['checkout', oid] as const;

/** `GET v1/checkout/{order_oid}/` (spec §7): the order with its lines and the server's totals. */
export async function getCheckout(oid: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/checkout/${encodeURIComponent(oid)}/`, { signal });
  return orderSchema.parse(data);
}

export function checkoutQuery(oid: string) {
  return queryOptions({
    queryKey: checkoutKey(oid),
    queryFn: ({ signal }) => getCheckout(oid, signal),
    // An order's payment state changes elsewhere (the provider's page, another tab).
    staleTime: 0,
  });
}

/** An empty `oid` (not an order id at all) asks nothing. */
export function useCheckout(oid: string) {
  return useQuery({ ...checkoutQuery(oid), enabled: oid !== '' });
}
