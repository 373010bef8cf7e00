import { shopSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const shopSettingsKey = (vendorId: number) => ['vendor-shop-settings', vendorId] as const;

/** `GET vendor-shop-settings/{vendor_id}/` (spec §7): the shop as its settings page shows it. */
export async function getShopSettings(vendorId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor-shop-settings/${vendorId}/`, { signal });
  return shopSchema.parse(data);
}

export function useShopSettings(vendorId: number) {
  return useQuery({
    queryKey: shopSettingsKey(vendorId),
    queryFn: ({ signal }) => getShopSettings(vendorId, signal),
    enabled: vendorId > 0,
  });
}
