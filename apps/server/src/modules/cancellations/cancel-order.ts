import { CANCEL_MESSAGES, type CancelledBy, mayCancel } from '@pasal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MailDeps } from '../notifications/order-mails.ts';
import { findOrder, ORDER_NOT_FOUND, type OrderRow } from '../orders/order-detail.service.ts';
import { orderStatusMayBecome } from '../orders/status-transitions.ts';
import { announceCancellation } from './cancellation-notices.ts';
import { refundCancelledParts } from './refund-parts.ts';
import { returnStock } from './stock-return.ts';

/** What cancelling needs: the database, PUBLIC_URL for the links in its mails, a log. */
export type CancelDeps = MailDeps;

/**
 * - `cancelled`: this call cancelled the part(s); `orderCancelled` when the whole order is now.
 * - `unchanged`: already cancelled (a repeat, or another caller got there first).
 */
export interface CancelOutcome {
  kind: 'cancelled' | 'unchanged';
  orderCancelled: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderLine = Awaited<ReturnType<typeof lockLines>>[number];

/** The order's lines, locked, so a status change of any of them (shipping one) waits for this cancel. */
const lockLines = (tx: Tx, orderId: number) =>
  tx
    .select({
      id: orderItems.id,
      vendorId: orderItems.vendorId,
      productId: orderItems.productId,
      qty: orderItems.qty,
      total: orderItems.total,
      orderStatus: orderItems.orderStatus,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
    .for('update');

/** Lines past the point of cancelling: with the courier or delivered. */
const goneOut = (line: OrderLine) => line.orderStatus !== 'cancelled' && !mayCancel(line.orderStatus);

/**
 * The shops whose parts to cancel, chosen from the locked order and its lines; none when
 * everything asked for is already cancelled. Throws (404, 409) when it cannot be done.
 */
type ChooseParts = (order: OrderRow, lines: readonly OrderLine[]) => number[];

/**
 * Cancels parts of an order in one transaction: the lines move to `cancelled` through the
 * transition table, their stock goes back (when the order took it), money paid online for them
 * is refunded (a refund row the refund worker carries out), the order is cancelled once every
 * line is, and the buyer (and, when the buyer cancelled, each shop) is told. The order row is
 * locked first, so cancels of one order, and a payment placing it, take turns: a repeat finds
 * the lines cancelled and changes nothing.
 */
async function cancelParts(
  deps: CancelDeps,
  orderId: number,
  by: CancelledBy,
  choose: ChooseParts,
): Promise<CancelOutcome> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const lines = await lockLines(tx, orderId);
    const vendorIds = choose(order, lines);
    const unchanged = { kind: 'unchanged', orderCancelled: order.orderStatus === 'cancelled' } as const;
    if (vendorIds.length === 0) return unchanged;
    const cancelledIds = await tx
      .update(orderItems)
      .set({ orderStatus: 'cancelled', cancelledBy: by, statusChangedAt: new Date() })
      .where(
        and(
          eq(orderItems.orderId, orderId),
          inArray(orderItems.vendorId, vendorIds),
          orderStatusMayBecome(orderItems.orderStatus, 'cancelled'),
        ),
      )
      .returning({ id: orderItems.id });
    if (cancelledIds.length === 0) return unchanged;
    const ids = new Set(cancelledIds.map((row) => row.id));
    const cancelled = lines.filter((line) => ids.has(line.id));
    const wholeOrder = lines.every((line) => ids.has(line.id) || line.orderStatus === 'cancelled');
    if (wholeOrder) {
      await tx
        .update(orders)
        .set({ orderStatus: 'cancelled' })
        .where(and(eq(orders.id, orderId), orderStatusMayBecome(orders.orderStatus, 'cancelled')));
    }
    // An order never placed took no stock, charged nothing and told nobody.
    if (order.stockTakenAt !== null) {
      await returnStock(tx, cancelled);
      const refund = await refundCancelledParts(
        tx,
        order,
        cancelled.map((line) => ({ ...line, cancelledBy: by })),
      );
      await announceCancellation(tx, deps.publicUrl, { order, cancelled, by, wholeOrder, refund });
    }
    return { kind: 'cancelled', orderCancelled: wholeOrder };
  });
}

const conflict = (message: string) => new AppError('conflict', message);

/**
 * Cancels one shop's part of an order (its vendor, or the customer, before it ships). Cancelled
 * already: `unchanged`. Shipped or delivered: 409 with the reason. An order not placed yet (never
 * paid) is cancelled whole or not at all, so a payment arriving later pays for every line or none.
 */
export async function cancelOrderPart(
  deps: CancelDeps,
  { orderId, vendorId, by }: { orderId: number; vendorId: number; by: CancelledBy },
): Promise<CancelOutcome> {
  return cancelParts(deps, orderId, by, (order, lines) => {
    const part = lines.filter((line) => line.vendorId === vendorId);
    if (part.length === 0) throw notFound(CANCEL_MESSAGES.notInOrder);
    if (part.some(goneOut)) throw conflict(CANCEL_MESSAGES.shipped);
    if (part.every((line) => line.orderStatus === 'cancelled')) return [];
    const othersOpen = lines.some((line) => line.vendorId !== vendorId && line.orderStatus !== 'cancelled');
    if (order.stockTakenAt === null && othersOpen) throw conflict(CANCEL_MESSAGES.notPlaced);
    return [vendorId];
  });
}

/**
 * The customer cancels the whole order: every part that has not shipped. When every part has
 * shipped (or been delivered) there is nothing left to cancel: 409 with the reason.
 */
export async function cancelWholeOrder(deps: CancelDeps, { orderId }: { orderId: number }) {
  return cancelParts(deps, orderId, 'customer', (_order, lines) => {
    const open = lines.filter((line) => mayCancel(line.orderStatus));
    if (open.length === 0 && lines.some(goneOut)) throw conflict(CANCEL_MESSAGES.orderShipped);
    return [...new Set(open.map((line) => line.vendorId))];
  });
}

/** The customer's own order by its oid, or 404 (someone else's answers as if it did not exist). */
export async function customersOrder(db: Db, userId: number, oid: string): Promise<OrderRow> {
  const order = await findOrder(db, oid);
  if (order.buyerId !== userId) throw notFound(ORDER_NOT_FOUND);
  return order;
}
