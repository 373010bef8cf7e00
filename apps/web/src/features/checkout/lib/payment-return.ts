import type { PaymentMethod } from '@pasal/domain';
import { PAYMENT_METHODS } from '@pasal/domain/plain';
import type { PaymentReturn } from '../api/confirm-payment.ts';

const isMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/** Khalti sends every outcome to the same return URL; only this `status` says the shopper backed out. */
const KHALTI_CANCELLED = 'User canceled';

/** The wallets' returns name no method of ours: their reference says which wallet it was. */
function methodOf(params: URLSearchParams, { data, pidx }: PaymentReturn): PaymentMethod | undefined {
  if (data) return 'esewa';
  if (pidx) return 'khalti';
  const named = params.get('payment_method');
  return isMethod(named) ? named : undefined;
}

/**
 * What a provider's return link carries (spec §2 payment result): Stripe's `session_id`, PayPal's
 * order id (ours `paypal_order_id`, or PayPal's own `token`), ConnectIPS's `txn_id` (or its
 * `TXNID`), eSewa's signed `data`, Khalti's `pidx`, the method, and `cancelled` from a cancel link
 * or Khalti's `status`. Null when there is none of these: the page then shows the order as it stands.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const get = (...names: string[]) => names.map((name) => params.get(name)?.trim()).find(Boolean);
  const refs: PaymentReturn = {
    session_id: get('session_id'),
    paypal_order_id: get('paypal_order_id', 'token'),
    txn_id: get('txn_id', 'TXNID'),
    // Passed on as eSewa wrote it, for its signature; base64 has no spaces, so a space is a '+'
    // that reached us unescaped and was read the way a query reads '+'.
    data: params.get('data')?.replaceAll(' ', '+') || undefined,
    pidx: get('pidx'),
  };
  const found: PaymentReturn = {
    ...refs,
    payment_method: methodOf(params, refs),
    cancelled:
      ['true', '1'].includes(params.get('cancelled') ?? '') ||
      (refs.pidx !== undefined && params.get('status') === KHALTI_CANCELLED),
  };
  const any = Object.values(found).some(Boolean);
  return any ? found : null;
}
