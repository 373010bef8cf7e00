import { api } from '../../../api/client.ts';

/** Moves what the shopper put in the cart and wishlist as a guest (under `cart_id`) to their account. */
export async function mergeGuestData(userId: number, cartId: string) {
  await api.post('v1/customer/wishlist/merge/', { user_id: userId, cart_id: cartId });
}
