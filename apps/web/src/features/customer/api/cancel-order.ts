import { cancelOrderResultSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { customerSummaryKey } from '../../../api/get-customer-summary.ts';
import { customerOrderKey } from './get-order.ts';
import { customerOrdersKey } from './get-orders.ts';

/** The whole order, or with `vendorId` one shop's part of it. */
export type CancelOrderInput = { userId: number; oid: string; vendorId?: number };

/**
 * `POST customer/order/cancel/{user_id}/{order_oid}/` (whole order) or
 * `.../{order_oid}/{vendor_id}/` (one shop's part): only what has not shipped; repeating it
 * changes nothing.
 */
export async function cancelOrder({ userId, oid, vendorId }: CancelOrderInput) {
  const part = vendorId === undefined ? '' : `${vendorId}/`;
  const { data } = await api.post<unknown>(
    `customer/order/cancel/${userId}/${encodeURIComponent(oid)}/${part}`,
  );
  return cancelOrderResultSchema.parse(data);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Cancelled or refused (it shipped meanwhile), the order, the list and the counts are asked afresh.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerOrderKey }),
        queryClient.invalidateQueries({ queryKey: customerOrdersKey }),
        queryClient.invalidateQueries({ queryKey: customerSummaryKey }),
      ]),
  });
}
