import { vendorStatsSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const vendorStatsKey = ['vendor-stats'] as const;

/** `GET vendor/stats/{vendor_id}/` (spec §7): one element, `{products, orders, revenue}`. */
export async function getVendorStats(vendorId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor/stats/${vendorId}/`, { signal });
  const [stats] = vendorStatsSchema.parse(data);
  return stats ?? { products: 0, orders: 0, revenue: '0.00' };
}

export function useVendorStats(vendorId: number) {
  return useQuery({
    queryKey: [...vendorStatsKey, vendorId],
    queryFn: ({ signal }) => getVendorStats(vendorId, signal),
    enabled: vendorId > 0,
  });
}
