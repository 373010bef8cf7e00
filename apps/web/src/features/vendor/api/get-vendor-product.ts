import { vendorProductSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const vendorProductKey = (vendorId: number, pid: string) => ['vendor-product', vendorId, pid] as const;

/** `GET vendor-update-product/{vendor_id}/{pid}/` (spec §7): the product to edit, in any stage. */
export async function getVendorProduct(vendorId: number, pid: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor-update-product/${vendorId}/${encodeURIComponent(pid)}/`, {
    signal,
  });
  return vendorProductSchema.parse(data);
}

export function useVendorProduct(vendorId: number, pid: string) {
  return useQuery({
    queryKey: vendorProductKey(vendorId, pid),
    queryFn: ({ signal }) => getVendorProduct(vendorId, pid, signal),
    enabled: vendorId > 0 && pid !== '',
    // The editor starts from what is stored now, never from a copy another tab has since changed.
    staleTime: 0,
  });
}
