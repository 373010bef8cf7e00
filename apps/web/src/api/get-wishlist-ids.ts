import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../lib/auth/use-auth.ts';
import { getCartId, isUnusedCartId } from '../lib/cart-id.ts';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

/*
 * Shared rather than inside a feature: every product card (home, search, shop) and the product
 * page show the heart, and features do not import each other.
 */
export type WishlistOwner = { cartId: string; userId: number | null };

export function wishlistIdsPath({ cartId, userId }: WishlistOwner): string {
  return userId ? `v1/customer/wishlist/${userId}/ids/` : `v1/customer/wishlist/guest/${cartId}/ids/`;
}

export async function getWishlistIds(owner: WishlistOwner, signal?: AbortSignal): Promise<number[]> {
  if (owner.userId === null && isUnusedCartId(owner.cartId)) return [];
  const { data } = await parsed(api.get(wishlistIdsPath(owner), { signal }), (s) => s.wishlistIdsSchema);
  return data.product_ids;
}

export const wishlistIdsKey = ['wishlist-ids'] as const;

export function wishlistIdsQueryKey(owner: WishlistOwner) {
  return [...wishlistIdsKey, owner.cartId, owner.userId] as const;
}

/** The shopper's cart id and user id: whose wishlist the hearts show. */
export function useWishlistOwner(): WishlistOwner {
  const { user } = useAuth();
  return { cartId: getCartId(), userId: user?.user_id ?? null };
}

/**
 * One request answers every heart on the screen: all cards share this query (by its key), so
 * a grid of 24 products makes one call, not 24.
 */
export function useWishlistIds() {
  const owner = useWishlistOwner();
  return useQuery({
    queryKey: wishlistIdsQueryKey(owner),
    queryFn: ({ signal }) => getWishlistIds(owner, signal),
    select: (ids) => new Set(ids),
    staleTime: 60_000,
  });
}
