import { customerOrderSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { OrderFilters } from '../lib/order-filters.ts';

const ordersSchema = z.array(customerOrderSchema);

export const customerOrdersKey = ['customer-orders'] as const;

/** `GET v1/customer/orders/{user_id}/` (spec §7): newest first, filtered, one page. */
export async function getOrders(
  userId: number,
  filters: OrderFilters,
  pageSize: number,
  signal?: AbortSignal,
) {
  const { data, total } = await api.get<unknown>(`v1/customer/orders/${userId}/`, {
    query: { ...filters, page_size: pageSize },
    signal,
  });
  const items = ordersSchema.parse(data);
  return { items, total: total ?? items.length };
}

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useOrders(userId: number, filters: OrderFilters, pageSize: number) {
  return useQuery({
    queryKey: [...customerOrdersKey, userId, filters, pageSize],
    queryFn: ({ signal }) => getOrders(userId, filters, pageSize, signal),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
    // Orders are placed at checkout and move on as shops fulfil them: ask again on every visit.
    staleTime: 0,
  });
}
