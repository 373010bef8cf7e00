import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getCartId } from '../../../lib/cart-id.ts';

/** Lines are typed loosely here: the header only counts them; the cart page (a later issue) parses them. */
export type CartLine = { id: number; qty: number };

export function cartListPath(cartId: string, userId: number | null): string {
  return userId ? `v1/cart-list/${cartId}/${userId}/` : `v1/cart-list/${cartId}/`;
}

export async function getCartList(cartId: string, userId: number | null, signal?: AbortSignal) {
  const { data } = await api.get<CartLine[]>(cartListPath(cartId, userId), { signal });
  return Array.isArray(data) ? data : [];
}

export const cartListKey = ['cart-list'] as const;

export function useCartList() {
  const { user } = useAuth();
  const cartId = getCartId();
  const userId = user?.user_id ?? null;
  return useQuery({
    queryKey: [...cartListKey, cartId, userId],
    queryFn: ({ signal }) => getCartList(cartId, userId, signal),
    // Spec §7: the badge is refreshed whenever the shell renders anew.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
