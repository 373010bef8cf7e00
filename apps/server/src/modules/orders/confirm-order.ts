import { codRoundingOfLines, PAYMENT_MESSAGES, type PaymentMethod, stockMessages } from '@pasal/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cartItems,
  orderItems,
  orders,
  payments,
  products,
  type REFUND_REASONS,
  vendors,
} from '../../db/schema/index.ts';
import { refundPartsCancelledBefore } from '../cancellations/refund-parts.ts';
import { recordRefund } from '../cancellations/refund-rows.ts';
import { ownedBy, ownerOf } from '../cart/owner.ts';
import { forSale } from '../catalog/catalog.service.ts';
import {
  enqueueOrderPaidMail,
  enqueueOrderPlacedMails,
  enqueueSoldOutMail,
  type MailDeps,
} from '../notifications/order-mails.ts';
import { notifyOrder } from '../notifications/order-notifications.ts';
import { orderStatusMayBecome, paymentStatusMayBecome } from './status-transitions.ts';

export interface Confirmation {
  orderId: number;
  /** `cod` places the order unpaid; any other method means the provider said it is paid. */
  method: PaymentMethod;
  /** The payment attempt the provider confirmed (online methods). */
  paymentId?: number;
  /** What that attempt paid, in paisa: it pays the order only while the order's total is still this. */
  amount?: number;
}

/**
 * - `placed`: this call placed the order: stock taken, cart emptied, notifications and mails.
 * - `settled`: an order already placed as cash on delivery has now been paid online.
 * - `unchanged`: someone else got there first (or the order was cancelled); nothing changed.
 * - `out_of_stock`: cash on delivery could not take the stock; nothing changed.
 * - `sold_out`: paid, but the stock was gone or a product left sale (`reason`): the payment is
 *   recorded and the order cancelled
 *   so the money can be refunded.
 * - `refund_due`: paid, but the payment cannot pay the order (already paid by another attempt,
 *   cancelled, or its total changed since the attempt began): recorded as owed back.
 */
export type ConfirmOutcome =
  | { kind: 'placed' | 'unchanged' }
  | { kind: 'sold_out'; reason: OutOfStock['reason'] }
  | { kind: 'settled'; oid: string }
  | { kind: 'refund_due'; reason: RefundReason }
  | { kind: 'out_of_stock'; message: string };

export type RefundReason = (typeof REFUND_REASONS)[number];

/** A line the order cannot have: too little stock, or the product left sale since it was added. */
class OutOfStock extends Error {
  constructor(
    message: string,
    readonly reason: Extract<RefundReason, 'sold_out' | 'withdrawn'> = 'sold_out',
  ) {
    super(message);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A payment pays the order only for the total it was started for (a coupon may have changed it). */
const totalIs = (amount: number | undefined) => (amount === undefined ? undefined : eq(orders.total, amount));

/** The order may still be placed: not paid, stock not taken, not cancelled or moved on. */
const stillOpen = ({ orderId, amount }: Confirmation) =>
  and(
    eq(orders.id, orderId),
    paymentStatusMayBecome(orders.paymentStatus, 'paid'),
    isNull(orders.stockTakenAt),
    eq(orders.orderStatus, 'pending'),
    totalIs(amount),
  );

/**
 * Takes each product's units, locking the products in id order so two orders sharing products
 * cannot deadlock. Every line is checked again first: a product unpublished, or a shop closed,
 * since the order was made is no longer sold. The `stock_qty >= qty` guard is what makes the
 * last unit go once: a second buyer's update waits for the first to commit, then finds too
 * little and matches nothing.
 */
async function takeStock(tx: Tx, items: readonly { productId: number; qty: number }[]) {
  const wanted = new Map<number, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const locked = await tx
    .select({
      id: products.id,
      title: products.title,
      stockQty: products.stockQty,
      forSale: sql<boolean>`${forSale}`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
  const withdrawn = locked.find((p) => !p.forSale);
  if (withdrawn || locked.length < ids.length) {
    throw new OutOfStock(stockMessages.withdrawn(withdrawn?.title ?? 'An item'), 'withdrawn');
  }
  for (const id of ids) {
    const qty = wanted.get(id) ?? 0;
    const taken = await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} - ${qty}`, orders: sql`${products.orders} + ${qty}` })
      .where(and(eq(products.id, id), gte(products.stockQty, qty)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const product = locked.find((p) => p.id === id);
      const title = product?.title ?? 'An item';
      const left = product?.stockQty ?? 0;
      throw new OutOfStock(left > 0 ? stockMessages.onlyLeft(title, left) : stockMessages.outOfStock(title));
    }
  }
}

/**
 * The provider took the money of this attempt: it is paid (and, when it cannot pay the order,
 * owed back with the reason: a refund of the whole attempt, made through the provider by the
 * refund worker). Answers the rows changed: none when it was already paid.
 */
async function markAttemptPaid(tx: Tx, paymentId: number, refundReason?: RefundReason) {
  const paid = await tx
    .update(payments)
    .set({ status: 'paid', ...(refundReason ? { refundReason } : {}) })
    .where(and(eq(payments.id, paymentId), paymentStatusMayBecome(payments.status, 'paid')))
    .returning({ id: payments.id, orderId: payments.orderId, amount: payments.amount });
  const attempt = paid[0];
  if (attempt && refundReason) {
    await recordRefund(tx, {
      orderId: attempt.orderId,
      paymentId: attempt.id,
      vendorId: null,
      amount: attempt.amount,
      reason: refundReason,
    });
  }
  return paid;
}

/**
 * Cash on delivery is collected in whole rupees, each shop's parcel on its own, rounded down in
 * the shopper's favour: the paisa dropped are kept in `cod_rounding` and taken off the total.
 * Vendors' lines keep their amounts (the marketplace absorbs the rounding).
 */
async function roundForCash(
  tx: Tx,
  order: typeof orders.$inferSelect,
  items: readonly { vendorId: number; total: number }[],
) {
  const rounding = codRoundingOfLines(items);
  if (rounding === 0) return order;
  const [rounded] = await tx
    .update(orders)
    .set({ codRounding: rounding, total: sql`${orders.total} - ${rounding}` })
    .where(eq(orders.id, order.id))
    .returning();
  return rounded ?? order;
}

/** Places the order in one short transaction, with its mails; null when another caller placed it first. */
async function place({ db, publicUrl }: MailDeps, confirmation: Confirmation) {
  const { orderId, method, paymentId } = confirmation;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        orderStatus: 'processing',
        paymentMethod: method,
        stockTakenAt: new Date(),
        // Cash on delivery is paid at the door: a failed card attempt before it no longer counts.
        paymentStatus: method === 'cod' ? ('pending' as const) : ('paid' as const),
      })
      .where(
        and(
          stillOpen(confirmation),
          orderStatusMayBecome(orders.orderStatus, 'processing'),
          // Online, stillOpen has the payment's move to paid; on delivery it stays (or is again) pending.
          method === 'cod'
            ? or(eq(orders.paymentStatus, 'pending'), paymentStatusMayBecome(orders.paymentStatus, 'pending'))
            : undefined,
        ),
      )
      .returning();
    if (!updated) return null;
    const items = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        vendorId: orderItems.vendorId,
        qty: orderItems.qty,
        total: orderItems.total,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await takeStock(tx, items);
    const order = method === 'cod' ? await roundForCash(tx, updated, items) : updated;
    await tx
      .update(orderItems)
      .set({ orderStatus: 'processing' })
      .where(
        and(eq(orderItems.orderId, orderId), orderStatusMayBecome(orderItems.orderStatus, 'processing')),
      );
    if (paymentId !== undefined) await markAttemptPaid(tx, paymentId);
    if (order.buyerId !== null || order.cartId !== null) {
      const owner = ownerOf(order.buyerId, order.cartId ?? '');
      await tx.delete(cartItems).where(
        and(
          ownedBy(cartItems, owner),
          inArray(
            cartItems.productId,
            items.map((i) => i.productId),
          ),
        ),
      );
    }
    await notifyOrder(tx as unknown as Db, 'order_placed', order, items);
    await enqueueOrderPlacedMails(tx, publicUrl, order.oid, method);
    return order;
  });
}

/**
 * A captured payment whose order cannot be placed (sold out): recorded as paid, order cancelled,
 * and the buyer mailed why.
 */
async function cancelForRefund(db: Db, confirmation: Confirmation, cause: OutOfStock) {
  const { orderId, method, paymentId } = confirmation;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', orderStatus: 'cancelled', paymentMethod: method })
      .where(and(stillOpen(confirmation), orderStatusMayBecome(orders.orderStatus, 'cancelled')))
      .returning();
    if (!order) return null;
    await tx
      .update(orderItems)
      .set({ orderStatus: 'cancelled' })
      .where(and(eq(orderItems.orderId, orderId), orderStatusMayBecome(orderItems.orderStatus, 'cancelled')));
    if (paymentId !== undefined) await markAttemptPaid(tx, paymentId, cause.reason);
    const why = cause.reason === 'withdrawn' ? PAYMENT_MESSAGES.withdrawn : PAYMENT_MESSAGES.soldOut;
    await enqueueSoldOutMail(tx, order, `${cause.message} ${why}`);
    return order;
  });
}

/**
 * A paid attempt on an order that is not open any more. An order placed as cash on delivery
 * becomes paid by it; otherwise, unless this attempt was already applied (a repeated
 * verification), the money is recorded on the attempt as owed back, with the reason.
 */
async function settle({ db, publicUrl }: MailDeps, { orderId, method, paymentId, amount }: Confirmation) {
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    // Paid online, an order placed as cash on delivery is owed its whole total again: the
    // rounding was for cash only, and the attempt was started for the unrounded total.
    const [settled] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paymentMethod: method,
        total: sql`${orders.total} + ${orders.codRounding}`,
        codRounding: 0,
      })
      .where(
        and(
          eq(orders.id, orderId),
          paymentStatusMayBecome(orders.paymentStatus, 'paid'),
          isNotNull(orders.stockTakenAt),
          ne(orders.orderStatus, 'cancelled'),
          amount === undefined ? undefined : eq(sql`${orders.total} + ${orders.codRounding}`, amount),
        ),
      )
      .returning({ id: orders.id, oid: orders.oid, buyerId: orders.buyerId });
    if (settled) {
      if (paymentId !== undefined) await markAttemptPaid(tx, paymentId);
      // The payment was for the whole total: parts cancelled before it are given back from it.
      await refundPartsCancelledBefore(tx, orderId);
      const items = await tx
        .select({ id: orderItems.id, vendorId: orderItems.vendorId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      await notifyOrder(tx as unknown as Db, 'order_paid', settled, items);
      await enqueueOrderPaidMail(tx, publicUrl, settled.oid, method);
      return { kind: 'settled', oid: settled.oid };
    }
    if (paymentId === undefined) return { kind: 'unchanged' };
    const [order] = await tx
      .select({ paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    const reason: RefundReason =
      order?.paymentStatus === 'paid'
        ? 'already_paid'
        : order?.orderStatus === 'cancelled'
          ? 'order_cancelled'
          : 'total_changed';
    const owed = await markAttemptPaid(tx, paymentId, reason);
    return owed.length > 0 ? { kind: 'refund_due', reason } : { kind: 'unchanged' };
  });
}

/**
 * Confirms an order: paid online (after the provider said so) or placed as cash on delivery
 * (ARCHITECTURE.md: called after any provider call, never inside one). Idempotent and safe
 * under concurrency: the conditional update of the order row decides the one caller that
 * places it; every other caller, at the same moment or later, changes nothing. The mails are
 * written in the transaction that changes the order, so they go out exactly once it is changed
 * (the mail sender delivers them after commit).
 */
export async function confirmOrder(deps: MailDeps, confirmation: Confirmation): Promise<ConfirmOutcome> {
  const online = confirmation.method !== 'cod';
  try {
    const placed = await place(deps, confirmation);
    if (placed) return { kind: 'placed' };
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
    if (!online) return { kind: 'out_of_stock', message: error.message };
    const cancelled = await cancelForRefund(deps.db, confirmation, error);
    if (cancelled) return { kind: 'sold_out', reason: error.reason };
  }
  if (!online) return { kind: 'unchanged' };
  const settled = await settle(deps, confirmation);
  if (settled.kind === 'refund_due') {
    deps.log.warn({ confirmation, reason: settled.reason }, 'captured payment owed back to the shopper');
  }
  return settled;
}
