import {
  khaltiCheckoutResultSchema,
  type PaymentMethod,
  paymentFormResultSchema,
  paypalCheckoutResultSchema,
  redirectResultSchema,
} from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { checkoutKey } from './get-checkout.ts';

export type OnlineMethod = Exclude<PaymentMethod, 'cod'>;

/** Where the browser goes next: a provider's hosted page, or a form posted to the gateway. */
export type PaymentHandoff =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

const path = (endpoint: string, oid: string) => `v1/${endpoint}/${encodeURIComponent(oid)}/`;

/** A provider's hosted page (PayPal, Khalti): the server has started the payment; the browser goes there. */
async function startRedirect(
  endpoint: string,
  oid: string,
  answer: { parse: (data: unknown) => { url: string } },
): Promise<PaymentHandoff> {
  const { data } = await api.post<unknown>(path(endpoint, oid));
  return { kind: 'redirect', url: answer.parse(data).url };
}

/** A gateway that takes a signed form (ConnectIPS, eSewa): the browser posts what the server signed. */
async function startForm(endpoint: string, oid: string): Promise<PaymentHandoff> {
  const { data } = await api.post<unknown>(path(endpoint, oid));
  const { action_url, form_data } = paymentFormResultSchema.parse(data).payment_data;
  return { kind: 'form', action: action_url, fields: form_data };
}

/** Spec §7: each provider's own call starts the payment; the server decides the amount. */
const starters: Record<OnlineMethod, (oid: string) => Promise<PaymentHandoff>> = {
  stripe: async (oid) => {
    const { data } = await api.get<unknown>(path('stripe-checkout', oid));
    return { kind: 'redirect', url: redirectResultSchema.parse(data).url };
  },
  paypal: (oid) => startRedirect('paypal-checkout', oid, paypalCheckoutResultSchema),
  connectips: (oid) => startForm('connectips-checkout', oid),
  esewa: (oid) => startForm('esewa-checkout', oid),
  khalti: (oid) => startRedirect('khalti-checkout', oid, khaltiCheckoutResultSchema),
};

export function startPayment({ oid, method }: { oid: string; method: OnlineMethod }) {
  return starters[method](oid);
}

export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    // Refused (paid or cancelled meanwhile, in another tab): the page shows the order as it now is.
    onError: (_error, { oid }) => queryClient.invalidateQueries({ queryKey: checkoutKey(oid) }),
  });
}
