import { vendorNotificationSummarySchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const notificationSummaryKey = ['vendor-noti-summary'] as const;

/** `GET vendor-noti-summary/{vendor_id}/` (spec §7): one element, orders unread, read and all. */
export async function getNotificationSummary(vendorId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor-noti-summary/${vendorId}/`, { signal });
  const [summary] = vendorNotificationSummarySchema.parse(data);
  return summary ?? { un_read_noti: 0, read_noti: 0, all_noti: 0 };
}

export function useNotificationSummary(vendorId: number) {
  return useQuery({
    queryKey: [...notificationSummaryKey, vendorId],
    queryFn: ({ signal }) => getNotificationSummary(vendorId, signal),
    enabled: vendorId > 0,
  });
}
