import type { PaymentMethod } from '@pasal/domain';
import { PAYMENT_METHODS } from '@pasal/domain/plain';
import type { PaymentReturn } from '../api/confirm-payment.ts';

const isMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/**
 * What a provider's return link carries (spec §2 payment result): Stripe's `session_id`, PayPal's
 * order id (ours `paypal_order_id`, or PayPal's own `token`), ConnectIPS's `txn_id` (or its
 * `TXNID`), the method, and `cancelled` from a cancel link. Null when there is none of these: the
 * page then shows the order as it stands.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const get = (...names: string[]) => names.map((name) => params.get(name)?.trim()).find(Boolean);
  const method = params.get('payment_method');
  const found: PaymentReturn = {
    payment_method: isMethod(method) ? method : undefined,
    session_id: get('session_id'),
    paypal_order_id: get('paypal_order_id', 'token'),
    txn_id: get('txn_id', 'TXNID'),
    cancelled: ['true', '1'].includes(params.get('cancelled') ?? ''),
  };
  const any = Object.values(found).some(Boolean);
  return any ? found : null;
}
