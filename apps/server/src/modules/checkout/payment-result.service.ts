import { PAYMENT_MESSAGES, type PaymentResult, type PaymentResultStatus } from '@pasal/domain';
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailDeps } from '../notifications/order-mails.ts';
import { confirmOrder } from '../orders/confirm-order.ts';
import { findOrder, isPlaced, type OrderRow } from '../orders/order-detail.service.ts';
import type { OnlineMethod, PaymentVerification } from '../payments/payment-provider.ts';
import type { PaymentRegistry } from '../payments/payment-registry.ts';
import { callProvider } from './payment-start.service.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface CheckoutDeps extends MailDeps {
  providers: PaymentRegistry;
}

const result = (status: PaymentResultStatus, message: string): PaymentResult => ({ status, message });

/** What an order's state says, for a caller who changed nothing. */
export function stateResult(order: OrderRow): PaymentResult {
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

/** Cash on delivery: takes the stock and places the order unpaid, or says why not. */
export async function placeCashOnDelivery(deps: MailDeps, order: OrderRow): Promise<PaymentResult> {
  if (order.orderStatus !== 'pending' || order.paymentStatus === 'paid' || isPlaced(order)) {
    return stateResult(order);
  }
  const outcome = await confirmOrder(deps, { orderId: order.id, method: 'cod' });
  if (outcome.kind === 'placed') return result('success', PAYMENT_MESSAGES.codPlaced);
  if (outcome.kind === 'out_of_stock') {
    throw new AppError('conflict', outcome.message, { stock: [outcome.message] });
  }
  return stateResult(await findOrder(deps.db, order.oid));
}

/** An attempt that failed or was given up; the order's payment fails unless something else paid it. */
async function recordFailure(deps: MailDeps, attempt: PaymentRow, status: 'failed' | 'cancelled') {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status })
      .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending')));
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(
        and(
          eq(orders.id, attempt.orderId),
          eq(orders.paymentStatus, 'pending'),
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
      const outcome = await confirmOrder(deps, {
        orderId: attempt.orderId,
        method: attempt.provider as OnlineMethod,
        paymentId: attempt.id,
      });
      if (outcome.kind === 'placed' || outcome.kind === 'settled')
        return result('success', PAYMENT_MESSAGES.paid);
      if (outcome.kind === 'sold_out') return result('error', PAYMENT_MESSAGES.soldOut);
      return stateResult(await findOrder(deps.db, { id: attempt.orderId }));
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
