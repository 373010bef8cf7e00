import type { CartLineDetail } from '@pasal/domain';
import { messageSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { getCartId } from '../../../lib/cart-id.ts';
import { invalidateCart } from './get-cart-detail.ts';

export type UpdateCartLineInput = {
  line: CartLineDetail;
  qty: number;
  userId: number | null;
  country: string;
};

/**
 * Spec §7 `v1/cart-view/` sets the line's quantity. Price and shipping are sent because the
 * spec names them; the server ignores them and prices the line itself.
 */
export async function updateCartLine({ line, qty, userId, country }: UpdateCartLineInput) {
  const form = new FormData();
  form.append('product_id', String(line.product.id));
  if (userId) form.append('user_id', String(userId));
  form.append('qty', String(qty));
  form.append('price', line.price);
  form.append('shipping_amount', line.product.shipping_amount);
  form.append('country', country);
  form.append('size', line.size);
  form.append('color', line.color);
  form.append('cart_id', getCartId());
  const { data } = await api.post<unknown>('v1/cart-view/', form);
  return messageSchema.parse(data);
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCartLine, onSettled: () => invalidateCart(queryClient) });
}
