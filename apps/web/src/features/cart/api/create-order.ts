import { createOrderResultSchema, type ShippingDetails } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { getCartId } from '../../../lib/cart-id.ts';

export type CreateOrderInput = { details: ShippingDetails; userId: number | null };

/** `POST v1/create-order/` form (spec §7): the shipping details and whose cart it is (0 for a guest). */
export async function createOrder({ details, userId }: CreateOrderInput) {
  const form = new FormData();
  for (const [field, value] of Object.entries(details)) form.append(field, value);
  form.append('cart_id', getCartId());
  form.append('user_id', String(userId ?? 0));
  const { data } = await api.post<unknown>('v1/create-order/', form);
  return createOrderResultSchema.parse(data);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
