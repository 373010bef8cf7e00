import { PAYMENT_MESSAGES, type PaymentResult, type PaymentResultStatus } from '@pasal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { MailDeps } from '../notifications/order-mails.ts';
import { confirmOrder, type RefundReason } from '../orders/confirm-order.ts';
import { findOrder, isPlaced, type OrderRow } from '../orders/order-detail.service.ts';
import { isExpired } from '../orders/order-expiry.ts';
import { paymentStatusMayBecome } from '../orders/status-transitions.ts';
import type { OnlineMethod, PaymentVerification } from '../payments/payment-provider.ts';
import type { PaymentRegistry } from '../payments/payment-registry.ts';
import { callProvider } from './payment-start.service.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface CheckoutDeps extends MailDeps {
  providers: PaymentRegistry;
  /** An unpaid order older than this can no longer be placed as cash on delivery. */
  unpaidOrderMinutes: number;
}

const result = (status: PaymentResultStatus, message: string): PaymentResult => ({ status, message });

/** What the shopper is told when the money they paid cannot pay the order. */
const REFUND_RESULTS: Record<RefundReason, PaymentResult> = {
  sold_out: result('error', PAYMENT_MESSAGES.soldOut),
  withdrawn: result('error', PAYMENT_MESSAGES.withdrawn),
  already_paid: result('info', PAYMENT_MESSAGES.paidTwice),
  order_cancelled: result('error', PAYMENT_MESSAGES.cancelledRefund),
  total_changed: result('error', PAYMENT_MESSAGES.totalChanged),
};

/** What an order's state says, for a caller who changed nothing. */
function stateResult(order: OrderRow): PaymentResult {
  if (order.orderStatus === 'cancelled') {
    return result(
      'error',
      order.paymentStatus === 'paid' ? PAYMENT_MESSAGES.soldOut : 'This order was cancelled.',
    );
  }
  if (order.paymentStatus === 'paid') return result('info', PAYMENT_MESSAGES.alreadyPaid);
  if (isPlaced(order)) return result('info', PAYMENT_MESSAGES.codPlaced);
  if (order.paymentStatus === 'failed') return result('error', PAYMENT_MESSAGES.failed);
  return result('warning', PAYMENT_MESSAGES.pending);
}

/** What an attempt already settled says: the money owed back and why, or the order's state. */
export function settledResult(order: OrderRow, attempt: PaymentRow | null): PaymentResult {
  return attempt?.refundReason ? REFUND_RESULTS[attempt.refundReason] : stateResult(order);
}

/** Cash on delivery: takes the stock and places the order unpaid, or says why not. */
export async function placeCashOnDelivery(deps: CheckoutDeps, order: OrderRow): Promise<PaymentResult> {
  if (order.orderStatus !== 'pending' || order.paymentStatus === 'paid' || isPlaced(order)) {
    return stateResult(order);
  }
  if (isExpired(order, deps.unpaidOrderMinutes)) return result('error', PAYMENT_MESSAGES.expired);
  const outcome = await confirmOrder(deps, { orderId: order.id, method: 'cod' });
  if (outcome.kind === 'placed') return result('success', PAYMENT_MESSAGES.codPlaced);
  // API-NOTES: payment-success always answers {status, message}; a failure is status "error".
  if (outcome.kind === 'out_of_stock') return result('error', outcome.message);
  return stateResult(await findOrder(deps.db, order.oid));
}

/** An attempt that failed or was given up; the order's payment fails unless something else paid it. */
async function recordFailure(deps: MailDeps, attempt: PaymentRow, status: 'failed' | 'cancelled') {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status })
      .where(
        and(
          eq(payments.id, attempt.id),
          eq(payments.status, 'pending'),
          paymentStatusMayBecome(payments.status, status),
        ),
      );
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(
        and(
          eq(orders.id, attempt.orderId),
          paymentStatusMayBecome(orders.paymentStatus, 'failed'),
          eq(orders.orderStatus, 'pending'),
        ),
      );
  });
}

/**
 * Applies what the provider said about an attempt. Paid counts only with the amount and
 * currency the attempt asked for; anything else is never paid.
 */
async function applyVerification(
  deps: CheckoutDeps,
  attempt: PaymentRow,
  verification: PaymentVerification,
): Promise<PaymentResult> {
  const failedWith = async (status: 'failed' | 'cancelled', message: string) => {
    await recordFailure(deps, attempt, status);
    const order = await findOrder(deps.db, { id: attempt.orderId });
    return order.orderStatus === 'pending' && order.paymentStatus !== 'paid' && !isPlaced(order)
      ? result('error', message)
      : stateResult(order);
  };
  switch (verification.status) {
    case 'pending':
      return result('warning', PAYMENT_MESSAGES.pending);
    case 'failed':
      return failedWith('failed', PAYMENT_MESSAGES.failed);
    case 'cancelled':
      return failedWith('cancelled', PAYMENT_MESSAGES.cancelled);
    case 'paid': {
      const asked =
        verification.amount === attempt.providerAmount &&
        verification.currency?.toUpperCase() === attempt.currency.toUpperCase();
      if (!asked) {
        deps.log.warn({ attempt: attempt.id, verification }, 'paid amount differs from the amount asked');
        return failedWith('failed', PAYMENT_MESSAGES.failed);
      }
      if (verification.receipt)
        await deps.db
          .update(payments)
          .set({ receipt: verification.receipt })
          .where(and(eq(payments.id, attempt.id), isNull(payments.receipt)));
      const outcome = await confirmOrder(deps, {
        orderId: attempt.orderId,
        method: attempt.provider as OnlineMethod,
        paymentId: attempt.id,
        amount: attempt.amount,
      });
      switch (outcome.kind) {
        case 'placed':
        case 'settled':
          return result('success', PAYMENT_MESSAGES.paid);
        case 'sold_out':
        case 'refund_due':
          return REFUND_RESULTS[outcome.reason];
        default:
          return stateResult(await findOrder(deps.db, { id: attempt.orderId }));
      }
    }
  }
}

/** Asks the attempt's provider what became of it (or ends it, when the shopper cancelled) and applies that. */
export async function verifyAttempt(
  deps: CheckoutDeps,
  attempt: PaymentRow,
  options: { cancelled: boolean },
): Promise<PaymentResult> {
  const provider = deps.providers.get(attempt.provider as OnlineMethod);
  const verification = await callProvider(() =>
    options.cancelled
      ? provider.cancel(attempt.providerRef, attempt.providerAmount)
      : provider.verify(attempt.providerRef, attempt.providerAmount),
  );
  return applyVerification(deps, attempt, verification);
}
