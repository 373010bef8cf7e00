import { CART_MESSAGES, FALLBACK_COUNTRY } from '@pasal/domain/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { type CartLine, cartListKey, cartListQuery } from '../../../api/get-cart-list.ts';
import { parsed } from '../../../api/parsed.ts';
import { carryCartId, getCartId } from '../../../lib/cart-id.ts';

export type AddToCartInput = {
  productId: number;
  userId: number | null;
  /** How many the shopper chose now; added to what the same line already holds. */
  qty: number;
  /** Shown price and shipping: sent because spec §7 names them; the server prices the line itself. */
  price: string;
  shippingAmount: string;
  size: string;
  color: string;
};

const sameLine = (input: AddToCartInput) => (line: CartLine) =>
  line.product.id === input.productId && line.size === input.size && line.color === input.color;

/**
 * `cart-view` sets a line's quantity rather than adding to it, so "Add to Cart" first reads
 * the cart afresh and sends what the line already holds plus the new amount.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToCartInput) => {
      const cartId = getCartId();
      const lines = await queryClient.fetchQuery({ ...cartListQuery(cartId, input.userId), staleTime: 0 });
      const current = lines.find(sameLine(input))?.qty ?? 0;
      const form = new FormData();
      form.append('product_id', String(input.productId));
      if (input.userId) form.append('user_id', String(input.userId));
      form.append('qty', String(current + input.qty));
      form.append('price', input.price);
      form.append('shipping_amount', input.shippingAmount);
      // Spec §7 sends a located country here; the line starts for Nepal and the cart's form, which
      // prices and places the order, sets the destination.
      form.append('country', FALLBACK_COUNTRY);
      form.append('size', input.size);
      form.append('color', input.color);
      form.append('cart_id', carryCartId(cartId));
      const { data, status } = await parsed(api.post('v1/cart-view/', form), (s) => s.messageSchema);
      const { message } = data;
      return {
        message,
        created: status === 201 || message === CART_MESSAGES.created,
        qty: current + input.qty,
      };
    },
    // The header badge counts the lines.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartListKey }),
  });
}
