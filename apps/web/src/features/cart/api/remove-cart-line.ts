import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { getCartId } from '../../../lib/cart-id.ts';
import { invalidateCart } from './get-cart-detail.ts';

export type RemoveCartLineInput = { itemId: number; userId: number | null };

/** `DELETE cart-delete/{cart_id}/{item_id}/[{user_id}/]` (spec §7). */
export async function removeCartLine({ itemId, userId }: RemoveCartLineInput) {
  const path = `cart-delete/${getCartId()}/${itemId}/`;
  await api.delete<unknown>(userId ? `${path}${userId}/` : path);
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartLine, onSettled: () => invalidateCart(queryClient) });
}
