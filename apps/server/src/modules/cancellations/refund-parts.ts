import type { CancelledBy, RefundCause } from '@pasal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, payments } from '../../db/schema/index.ts';
import type { OnlineMethod } from '../payments/payment-provider.ts';
import type { MoneyBack } from './cancellation-mails.ts';
import { recordRefund } from './refund-rows.ts';

const CAUSE: Record<CancelledBy, RefundCause> = {
  vendor: 'vendor_cancelled',
  customer: 'customer_cancelled',
};

/**
 * The payment attempt that paid the order: paid, and not itself owed back (an attempt that could
 * not pay the order has its own whole-payment refund). Null when nothing was paid online (cash on
 * delivery not yet paid, an order never paid).
 */
async function attemptThatPaid(tx: Db, orderId: number) {
  const [attempt] = await tx
    .select({ id: payments.id, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), isNull(payments.refundReason)))
    .limit(1);
  return attempt ?? null;
}

export interface CancelledPartLine {
  vendorId: number;
  /** What the line was charged, in paisa. */
  total: number;
  cancelledBy: CancelledBy;
}

/**
 * Refunds cancelled lines of a paid order, one refund per shop's part of the payment that paid
 * it, for what those lines were charged (their totals: coupon off, shipping, tax and fee in).
 * Prices are never recomputed. Written with `tx`, the transaction of the cancel (or of the
 * payment). Answers what goes back, for the buyer's mail.
 */
export async function refundCancelledParts(
  tx: Db,
  order: { id: number; paymentStatus: string },
  lines: readonly CancelledPartLine[],
): Promise<MoneyBack> {
  const attempt = order.paymentStatus === 'paid' ? await attemptThatPaid(tx, order.id) : null;
  if (!attempt) return { kind: 'none' };
  const parts = new Map<number, { amount: number; cancelledBy: CancelledBy }>();
  for (const line of lines) {
    const part = parts.get(line.vendorId);
    parts.set(line.vendorId, { amount: (part?.amount ?? 0) + line.total, cancelledBy: line.cancelledBy });
  }
  let amount = 0;
  for (const [vendorId, part] of parts) {
    await recordRefund(tx, {
      orderId: order.id,
      paymentId: attempt.id,
      vendorId,
      amount: part.amount,
      reason: CAUSE[part.cancelledBy],
    });
    amount += part.amount;
  }
  return { kind: 'refund', amount, method: attempt.provider as OnlineMethod };
}

/**
 * A cash-on-delivery order paid online after some of its parts were cancelled: the payment was
 * for the whole total, so those parts are refunded from it. Written with `tx`, the transaction
 * that settled the order.
 */
export async function refundPartsCancelledBefore(tx: Db, orderId: number) {
  const lines = await tx
    .select({ vendorId: orderItems.vendorId, total: orderItems.total, cancelledBy: orderItems.cancelledBy })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.orderStatus, 'cancelled')));
  await refundCancelledParts(
    tx,
    { id: orderId, paymentStatus: 'paid' },
    lines.flatMap((line) => (line.cancelledBy ? [{ ...line, cancelledBy: line.cancelledBy }] : [])),
  );
}
