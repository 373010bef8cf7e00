import type { CancelledBy } from '@pasal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, orderItems, products, users, vendors } from '../../db/schema/index.ts';
import { enqueueMail, type Mail } from '../mail/outbox.ts';
import type { OrderRow } from '../orders/order-detail.service.ts';
import { customerCancellationMail, type MoneyBack, vendorCancellationMail } from './cancellation-mails.ts';

/** Notification kinds: the buyer's (some lines, or now the whole order) and a shop's (per line). */
export const CANCELLATION_KINDS = { items: 'items_cancelled', order: 'order_cancelled' } as const;

export interface Cancellation {
  order: OrderRow;
  /** The lines this cancel moved to `cancelled`. */
  cancelled: readonly { id: number; vendorId: number }[];
  by: CancelledBy;
  /** Every line of the order is now cancelled. */
  wholeOrder: boolean;
  refund: MoneyBack;
}

/** The cancelled lines with their names, and each one's shop with its owner's address. */
const linesOf = (tx: Db, ids: number[]) =>
  tx
    .select({
      id: orderItems.id,
      vendorId: orderItems.vendorId,
      vendorName: vendors.name,
      vendorEmail: users.email,
      title: products.title,
      size: orderItems.size,
      color: orderItems.color,
      qty: orderItems.qty,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(inArray(orderItems.id, ids))
    .orderBy(asc(orderItems.id));

/**
 * Tells of a cancel, in its transaction: the buyer always (a notification when signed in, and a
 * mail), each shop only when the buyer cancelled (a notification per line, a mail per shop): a
 * shop that cancelled knows. The buyer's notification is keyed to the first cancelled line, so
 * each cancel of a part is told once and a repeat of the same one adds nothing.
 */
export async function announceCancellation(tx: Db, publicUrl: string, event: Cancellation) {
  const { order, cancelled, by, wholeOrder, refund } = event;
  const lines = await linesOf(
    tx,
    cancelled.map((line) => line.id),
  );
  const first = lines[0];
  if (!first) return;
  const kind = wholeOrder ? CANCELLATION_KINDS.order : CANCELLATION_KINDS.items;
  const shopsTold = by === 'customer' ? lines : [];
  const notices = [
    ...(order.buyerId === null
      ? []
      : [{ userId: order.buyerId, orderId: order.id, orderItemId: first.id, kind }]),
    ...shopsTold.map((line) => ({
      vendorId: line.vendorId,
      orderId: order.id,
      orderItemId: line.id,
      kind: CANCELLATION_KINDS.order,
    })),
  ];
  if (notices.length > 0) await tx.insert(notifications).values(notices).onConflictDoNothing();

  const buyerPage = order.buyerId === null ? `/track-order/${order.oid}` : `/customer/order/${order.oid}/`;
  const mails: Mail[] = [
    customerCancellationMail(order.email, {
      oid: order.oid,
      fullName: order.fullName,
      by,
      wholeOrder,
      lines,
      money: refund,
      orderUrl: `${publicUrl}${buyerPage}`,
    }),
  ];
  for (const vendorId of new Set(shopsTold.map((line) => line.vendorId))) {
    const part = shopsTold.filter((line) => line.vendorId === vendorId);
    const shop = part[0];
    if (!shop) continue;
    mails.push(
      vendorCancellationMail(shop.vendorEmail, {
        oid: order.oid,
        vendorName: shop.vendorName,
        lines: part,
        orderUrl: `${publicUrl}/vendor/orders/${order.oid}/`,
      }),
    );
  }
  await enqueueMail(tx, mails);
}
