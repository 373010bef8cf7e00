import { FULFILMENT_NOTIFICATION_KINDS } from '@pasal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { notifications, orderItems, products, vendors } from '../../db/schema/index.ts';
import type { Shipment, Tx } from '../logistics/shipments.service.ts';
import { type FulfilmentStep, fulfilmentMail } from '../mail/fulfilment-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OrderRow } from '../orders/order-detail.service.ts';

export interface PartStep {
  order: OrderRow;
  vendorId: number;
  step: FulfilmentStep;
  /** The part's parcel, once shipped. */
  shipment: Shipment | null;
}

/**
 * Tells the buyer that a shop's part moved, in the transaction that moved it: a notification (a
 * signed-in buyer's; guests have e-mail only) and a mail through the outbox. The notification
 * names the part by its first line, so each shop's step is told once, however often it is asked.
 */
export async function tellBuyerOfPart(
  tx: Tx,
  publicUrl: string,
  { order, vendorId, step, shipment }: PartStep,
) {
  const lines = await tx
    .select({
      id: orderItems.id,
      title: products.title,
      size: orderItems.size,
      color: orderItems.color,
      qty: orderItems.qty,
      total: orderItems.total,
      shopName: vendors.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.vendorId, vendorId),
        ne(orderItems.orderStatus, 'cancelled'),
      ),
    )
    .orderBy(asc(orderItems.id));
  const [first] = lines;
  if (!first) return;
  if (order.buyerId !== null) {
    await tx
      .insert(notifications)
      .values({
        userId: order.buyerId,
        orderId: order.id,
        orderItemId: first.id,
        kind: FULFILMENT_NOTIFICATION_KINDS[step],
      })
      .onConflictDoNothing();
  }
  const orderPage = order.buyerId === null ? `/track-order/${order.oid}` : `/customer/order/${order.oid}/`;
  await enqueueMail(tx, [
    fulfilmentMail(order.email, {
      oid: order.oid,
      fullName: order.fullName,
      shopName: first.shopName,
      step,
      lines,
      orderUrl: `${publicUrl}${orderPage}`,
      trackingUrl: `${publicUrl}/track-order/${order.oid}`,
      trackingId: shipment?.courierOrderId ?? null,
      codAmount: shipment?.codCharge ?? 0,
    }),
  ]);
}
