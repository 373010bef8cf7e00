import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../lib/auth/use-auth.ts';
import { getCartId, isUnusedCartId } from '../lib/cart-id.ts';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

export type { CartLine } from './schemas.ts';

/*
 * Shared rather than inside a feature: the header badge sums these lines' quantities, the product page
 * reads them before adding to the cart, and the cart page lists them; features do not import
 * each other.
 */

export function cartListPath(cartId: string, userId: number | null): string {
  return userId ? `v1/cart-list/${cartId}/${userId}/` : `v1/cart-list/${cartId}/`;
}

export async function getCartList(cartId: string, userId: number | null, signal?: AbortSignal) {
  if (userId === null && isUnusedCartId(cartId)) return [];
  const answer = api.get<unknown>(cartListPath(cartId, userId), { signal }).then((response) => ({
    ...response,
    data: Array.isArray(response.data) ? response.data : [],
  }));
  const { data } = await parsed(answer, (s) => s.z.array(s.cartLineSchema));
  return data;
}

export const cartListKey = ['cart-list'] as const;

export function cartListQuery(cartId: string, userId: number | null) {
  return queryOptions({
    queryKey: [...cartListKey, cartId, userId],
    queryFn: ({ signal }) => getCartList(cartId, userId, signal),
    // Spec §7: the badge is refreshed whenever the shell renders anew.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useCartList() {
  const { user } = useAuth();
  return useQuery(cartListQuery(getCartId(), user?.user_id ?? null));
}
