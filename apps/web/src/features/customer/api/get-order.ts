import { customerOrderDetailSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * `GET v1/customer/order/{user_id}/{order_oid}/` (spec §7): one of the customer's orders in full,
 * with who cancelled each line and the money going back.
 */
export async function getOrder(userId: number, oid: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`v1/customer/order/${userId}/${encodeURIComponent(oid)}/`, {
    signal,
  });
  return customerOrderDetailSchema.parse(data);
}

/** Order and invoice pages share it: opening the invoice from the order costs no second call. */
export const customerOrderKey = ['customer-order'] as const;

export function useOrder(userId: number, oid: string) {
  return useQuery({
    queryKey: [...customerOrderKey, userId, oid],
    queryFn: ({ signal }) => getOrder(userId, oid, signal),
    enabled: userId > 0 && oid !== '',
    // Its payment and fulfilment change elsewhere (checkout, the shops).
    staleTime: 0,
  });
}
