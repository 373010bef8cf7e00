import { customerNotificationSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

const notificationsSchema = z.array(customerNotificationSchema);

export const notificationsKey = ['customer-notifications'] as const;

/** `GET v1/customer/notification/{user_id}/` (spec §7): newest first, one page. */
export async function getNotifications(userId: number, page: number, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`v1/customer/notification/${userId}/`, {
    query: { page, page_size: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
  const items = notificationsSchema.parse(data);
  return { items, total: total ?? items.length };
}

export function useNotifications(userId: number, page: number) {
  return useQuery({
    queryKey: [...notificationsKey, userId, page],
    queryFn: ({ signal }) => getNotifications(userId, page, signal),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
    // New ones arrive when an order is placed or paid, often just before this page opens.
    staleTime: 0,
  });
}
