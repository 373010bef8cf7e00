import { type CustomerNotification, customerNotificationSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { customerSummaryKey } from '../../../api/get-customer-summary.ts';
import { notificationsKey } from './get-notifications.ts';

type MarkRead = { userId: number; id: number };

/** `GET v1/customer/notification/{user_id}/{id}/`: the spec's call that marks one as read. */
export async function markNotificationRead({ userId, id }: MarkRead) {
  const { data } = await api.get<unknown>(`v1/customer/notification/${userId}/${id}/`);
  return customerNotificationSchema.parse(data);
}

type NotificationPage = { items: CustomerNotification[]; total: number };

/** The row turns read at once (and the badge follows from the server's count). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      queryClient.setQueriesData<NotificationPage>(
        { queryKey: notificationsKey },
        (page) => page && { ...page, items: page.items.map((n) => (n.id === read.id ? read : n)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerSummaryKey }),
  });
}
