import { vendorNotificationSeenSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { notificationSummaryKey } from './notification-summary.ts';
import { type NotificationPage, vendorNotificationsKey } from './vendor-notifications.ts';

type SeenInput = { vendorId: number; oid: string };

/** `PATCH vendor-noti-mark-seen/{vendor_id}/{order_oid}/`: opening an order's notification reads it. */
export async function markNotificationSeen({ vendorId, oid }: SeenInput) {
  const { data } = await api.patch<unknown>(`vendor-noti-mark-seen/${vendorId}/${encodeURIComponent(oid)}/`);
  return vendorNotificationSeenSchema.parse(data);
}

/**
 * The opened order turns read where it is (the list is not asked again, so an order read under
 * the Unread filter stays open until the filter changes); the unread count is asked afresh.
 */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationSeen,
    onSuccess: (_read, { oid }) =>
      queryClient.setQueriesData<NotificationPage>(
        { queryKey: vendorNotificationsKey },
        (page) =>
          page && { ...page, items: page.items.map((n) => (n.order_oid === oid ? { ...n, seen: true } : n)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSummaryKey }),
  });
}
