import { cartSummarySchema } from '@pasal/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cartListKey } from '../../../api/get-cart-list.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getCartId, isUnusedCartId } from '../../../lib/cart-id.ts';

export const cartDetailKey = ['cart-detail'] as const;

/**
 * `GET cart-detail/{cart_id}/[{user_id}/]?country=`: the cart's totals, priced by the server for
 * the destination the shopper has typed (until the form knows one, each line's own).
 */
export async function getCartDetail(
  cartId: string,
  userId: number | null,
  country: string | undefined,
  signal?: AbortSignal,
) {
  const path = userId ? `cart-detail/${cartId}/${userId}/` : `cart-detail/${cartId}/`;
  const { data } = await api.get<unknown>(path, { signal, query: { country } });
  return cartSummarySchema.parse(data);
}

export function useCartDetail(country: string | undefined) {
  const { user } = useAuth();
  const cartId = getCartId();
  const userId = user?.user_id ?? null;
  return useQuery({
    queryKey: [...cartDetailKey, cartId, userId, country],
    queryFn: ({ signal }) => getCartDetail(cartId, userId, country, signal),
    // Nothing is stored under a guest id no request has carried: its cart is known to be empty
    // (the page says so from its lines), so there are no totals to ask for.
    enabled: userId !== null || !isUnusedCartId(cartId),
    staleTime: 0,
    // Another country keeps the last totals on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** After any change to the cart: its lines (and the header badge) and its totals are asked afresh. */
export function invalidateCart(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartListKey }),
    queryClient.invalidateQueries({ queryKey: cartDetailKey }),
  ]);
}
