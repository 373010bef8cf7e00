import { type PaymentMethod, paymentResultSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cartListKey } from '../../../api/get-cart-list.ts';
import { checkoutKey } from './get-checkout.ts';

/** What the shopper came back with; every field is optional (spec §7 `payment-success`). */
export type PaymentReturn = {
  payment_method?: PaymentMethod;
  session_id?: string;
  paypal_order_id?: string;
  txn_id?: string;
  /** eSewa's signed base64 `data`, passed on exactly as received (the server checks its signature). */
  data?: string;
  /** Khalti's payment id. */
  pidx?: string;
  cancelled?: boolean;
};

export type ConfirmPaymentInput = { oid: string } & PaymentReturn;

/**
 * `POST v1/payment-success/{oid}/` form: places a cash-on-delivery order, or has the server ask
 * the provider what became of a payment. The answer's `status` says what happened.
 */
export async function confirmPayment({ oid, cancelled, ...fields }: ConfirmPaymentInput) {
  const form = new FormData();
  form.append('order_oid', oid);
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (cancelled) form.append('cancelled', 'true');
  const { data } = await api.post<unknown>(`v1/payment-success/${encodeURIComponent(oid)}/`, form);
  return paymentResultSchema.parse(data);
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // A paid or placed order empties the cart (the header badge) and changes the order's state.
    onSettled: (_result, _error, { oid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKey(oid) }),
        queryClient.invalidateQueries({ queryKey: cartListKey }),
      ]),
  });
}
