import { cartSummarySchema } from '@pasal/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cartListKey } from '../../../api/get-cart-list.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getCartId } from '../../../lib/cart-id.ts';

export const cartDetailKey = ['cart-detail'] as const;

/** `GET cart-detail/{cart_id}/[{user_id}/]`: the cart's totals, priced by the server. */
export async function getCartDetail(cartId: string, userId: number | null, signal?: AbortSignal) {
  const path = userId ? `cart-detail/${cartId}/${userId}/` : `cart-detail/${cartId}/`;
  const { data } = await api.get<unknown>(path, { signal });
  return cartSummarySchema.parse(data);
}

export function useCartDetail() {
  const { user } = useAuth();
  const cartId = getCartId();
  const userId = user?.user_id ?? null;
  return useQuery({
    queryKey: [...cartDetailKey, cartId, userId],
    queryFn: ({ signal }) => getCartDetail(cartId, userId, signal),
    staleTime: 0,
  });
}

/** After any change to the cart: its lines (and the header badge) and its totals are asked afresh. */
export function invalidateCart(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartListKey }),
    queryClient.invalidateQueries({ queryKey: cartDetailKey }),
  ]);
}
