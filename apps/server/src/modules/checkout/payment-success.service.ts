import { PAYMENT_MESSAGES, type PaymentResult, type PaymentSuccessInput } from '@pasal/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findOrder } from '../orders/order-detail.service.ts';
import type { OnlineMethod } from '../payments/payment-provider.ts';
import type { PaymentRegistry } from '../payments/payment-registry.ts';
import {
  type CheckoutDeps,
  type PaymentRow,
  placeCashOnDelivery,
  settledResult,
  verifyAttempt,
} from './payment-result.service.ts';

/**
 * The reference the shopper came back with, by provider; PayPal's may arrive as `token`. eSewa's
 * `data` counts only when eSewa signed it; the others prove nothing and are only looked up.
 */
function returnedRef(providers: PaymentRegistry, input: PaymentSuccessInput): [OnlineMethod, string] | null {
  if (input.session_id) return ['stripe', input.session_id];
  const paypal = input.paypal_order_id ?? input.token;
  if (paypal) return ['paypal', paypal];
  if (input.txn_id) return ['connectips', input.txn_id];
  if (input.pidx) return ['khalti', input.pidx];
  if (input.data) {
    const uuid = providers.esewaReturnRef(input.data);
    // A forged or altered redirect changes nothing.
    if (!uuid) throw new AppError('bad_request', PAYMENT_MESSAGES.verificationFailed);
    return ['esewa', uuid];
  }
  return null;
}

/**
 * The attempt to check: the one of the reference sent (it must belong to this order), else the
 * order's latest attempt (of the method named, when one is).
 */
async function findAttempt(
  db: Db,
  providers: PaymentRegistry,
  orderId: number,
  input: PaymentSuccessInput,
): Promise<PaymentRow | null> {
  const ref = returnedRef(providers, input);
  const method = input.payment_method === 'cod' ? undefined : input.payment_method;
  const conditions: SQL[] = [eq(payments.orderId, orderId)];
  if (ref) conditions.push(eq(payments.provider, ref[0]), eq(payments.providerRef, ref[1]));
  else if (method) conditions.push(eq(payments.provider, method));
  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!attempt && ref) throw notFound('Payment not found.');
  return attempt ?? null;
}

/** An attempt by the provider's reference, with its order's oid (return pages, webhooks). */
export async function findAttemptByRef(db: Db, provider: OnlineMethod, ref: string) {
  const [row] = await db
    .select({ attempt: payments, oid: orders.oid })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
  return row ?? null;
}

/**
 * Spec §7 `payment-success`: places a cash-on-delivery order, or asks the provider (never the
 * browser) what became of the shopper's payment and applies it.
 */
export async function paymentSuccess(
  deps: CheckoutDeps,
  oid: string,
  input: PaymentSuccessInput,
): Promise<PaymentResult> {
  const order = await findOrder(deps.db, oid);
  if (input.payment_method === 'cod') return placeCashOnDelivery(deps, order);
  const attempt = await findAttempt(deps.db, deps.providers, order.id, input);
  if (!attempt) return settledResult(order, null);
  // The order again, read after its attempt: a confirmation committed between the two reads
  // has paid both, and the order read first would still say the payment is pending.
  if (attempt.status === 'paid') return settledResult(await findOrder(deps.db, { id: order.id }), attempt);
  return verifyAttempt(deps, attempt, { cancelled: input.cancelled });
}
