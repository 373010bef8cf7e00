import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carryCartId } from '../lib/cart-id.ts';
import { api } from './client.ts';
import { customerSummaryKey } from './get-customer-summary.ts';
import { type WishlistOwner, wishlistIdsQueryKey } from './get-wishlist-ids.ts';
import { parsed } from './parsed.ts';

export type WishlistToggle = WishlistOwner & { productId: number };

/** Spec §7: guests toggle by cart id, signed-in shoppers by user id. */
export async function toggleWishlist({ productId, cartId, userId }: WishlistToggle) {
  const answer = userId
    ? api.post(`v1/customer/wishlist/${userId}/`, { product_id: productId, user_id: userId })
    : api.post('v1/customer/wishlist/', { product_id: productId, cart_id: carryCartId(cartId) });
  const { data } = await parsed(answer, (s) => s.wishlistToggleSchema);
  return data;
}

/** Customer screens that list the wishlist itself key their queries under this. */
export const wishlistKey = ['wishlist'] as const;

/**
 * The heart fills at once (optimistic) and settles on what the server says: a failed call
 * puts it back.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onMutate: async (input) => {
      const key = wishlistIdsQueryKey(input);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        ids.includes(input.productId)
          ? ids.filter((id) => id !== input.productId)
          : [...ids, input.productId],
      );
      return { before };
    },
    onError: (_error, input, context) => {
      if (context?.before) queryClient.setQueryData(wishlistIdsQueryKey(input), context.before);
      else void queryClient.invalidateQueries({ queryKey: wishlistIdsQueryKey(input) });
    },
    onSuccess: ({ in_wishlist }, input) => {
      queryClient.setQueryData<number[]>(wishlistIdsQueryKey(input), (ids = []) => {
        const others = ids.filter((id) => id !== input.productId);
        return in_wishlist ? [...others, input.productId] : others;
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistKey }),
        queryClient.invalidateQueries({ queryKey: customerSummaryKey }),
      ]),
  });
}
