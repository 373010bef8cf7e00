import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../lib/auth/use-auth.ts';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

/*
 * Shared rather than inside the customer feature: the wishlist heart (on every product card)
 * changes the wishlist badge, so its mutation refreshes these counts too.
 */
export const customerSummaryKey = ['customer-summary'] as const;

export async function getCustomerSummary(userId: number, signal?: AbortSignal) {
  const { data } = await parsed(
    api.get(`v1/customer/summary/${userId}/`, { signal }),
    (s) => s.customerSummarySchema,
  );
  return data;
}

/** The signed-in customer's badge counts (PRODUCT.md: real counts, not 2, 5 and 3). */
export function useCustomerSummary() {
  const { user } = useAuth();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: [...customerSummaryKey, userId],
    queryFn: ({ signal }) => getCustomerSummary(userId, signal),
    enabled: userId > 0,
    // Asked again whenever the customer area opens: checkout may have added an order.
    staleTime: 0,
  });
}
