import { vendorOrderDetailSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { vendorOrdersKey } from './get-vendor-orders.ts';

export const vendorOrderKey = (vendorId: number, oid: string) =>
  [...vendorOrdersKey, 'detail', vendorId, oid] as const;

/** `GET vendor/orders/{vendor_id}/{order_oid}/` (spec §7): the order with this shop's lines only. */
export async function getVendorOrder(vendorId: number, oid: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor/orders/${vendorId}/${encodeURIComponent(oid)}/`, {
    signal,
  });
  return vendorOrderDetailSchema.parse(data);
}

export function useVendorOrder(vendorId: number, oid: string) {
  return useQuery({
    queryKey: vendorOrderKey(vendorId, oid),
    queryFn: ({ signal }) => getVendorOrder(vendorId, oid, signal),
    enabled: vendorId > 0 && oid !== '',
    // The customer may cancel meanwhile: the status control must offer what is legal now.
    staleTime: 0,
  });
}
