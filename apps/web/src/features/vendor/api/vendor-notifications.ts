import { vendorNotificationListSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationFilters } from '../lib/notification-filters.ts';

export const vendorNotificationsKey = ['vendor-notifications'] as const;

/**
 * `GET vendor-noti-list/{vendor_id}/` (spec §7): a page of orders with the shop's notifications,
 * searched, filtered and sorted on the server; `total` counts matching orders.
 */
export async function getVendorNotifications(
  vendorId: number,
  filters: NotificationFilters,
  signal?: AbortSignal,
) {
  const { data, total } = await api.get<unknown>(`vendor-noti-list/${vendorId}/`, {
    query: { ...filters, page_size: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
  const items = vendorNotificationListSchema.parse(data);
  return { items, total: total ?? items.length };
}

export type NotificationPage = Awaited<ReturnType<typeof getVendorNotifications>>;

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useVendorNotifications(vendorId: number, filters: NotificationFilters) {
  return useQuery({
    queryKey: [...vendorNotificationsKey, vendorId, filters],
    queryFn: ({ signal }) => getVendorNotifications(vendorId, filters, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}
