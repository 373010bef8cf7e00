import {
  type VendorOrderDetail,
  type VendorOrderStatusInput,
  vendorOrderStatusResultSchema,
} from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { vendorOrderKey } from './get-vendor-order.ts';
import { vendorOrdersKey } from './get-vendor-orders.ts';
import { vendorStatsKey } from './get-vendor-stats.ts';

export type UpdateOrderStatusInput = VendorOrderStatusInput & { vendorId: number; oid: string };

/**
 * `PATCH vendor/orders/{vendor_id}/{order_oid}/` (API-NOTES.md): moves the shop's part. A move
 * the transition table refuses, or a courier that is down, answers 4xx/503 with the reason.
 */
export async function updateOrderStatus({ vendorId, oid, order_status }: UpdateOrderStatusInput) {
  const { data } = await api.patch<unknown>(`vendor/orders/${vendorId}/${encodeURIComponent(oid)}/`, {
    order_status,
  });
  return vendorOrderStatusResultSchema.parse(data);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (result, { vendorId, oid }) => {
      // The answer says where the part stands now: the detail shows it without asking again.
      queryClient.setQueryData<VendorOrderDetail>(
        vendorOrderKey(vendorId, oid),
        (detail) =>
          detail && {
            ...detail,
            order_status: result.order_status,
            next_statuses: result.next_statuses,
            shipment: result.shipment,
          },
      );
    },
    // Refused or not, the lists, counts and the detail (its lines, a failed booking) are asked afresh.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorOrdersKey }),
        queryClient.invalidateQueries({ queryKey: vendorStatsKey }),
      ]),
  });
}
