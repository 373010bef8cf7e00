import { nextOrderStatuses, orderStatusFromParts, sumLines } from '@pasal/domain';
import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, shipments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { loadOrderDetail, ORDER_NOT_FOUND, type OrderRow } from '../orders/order-detail.service.ts';
import { storedTotals } from '../orders/order-lines.ts';

/**
 * A placed order (paid, or cash on delivery) with lines of this shop, or 404: an order of other
 * shops only, or one never placed, answers exactly as an unknown oid does.
 */
export async function shopsOrder(db: Db, vendorId: number, oid: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.oid, oid),
        isNotNull(orders.stockTakenAt),
        exists(
          db
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), eq(orderItems.vendorId, vendorId))),
        ),
      ),
    );
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The shop's parcel for the order, if shipping was ever asked for. */
export async function shipmentOf(db: Db, orderId: number, vendorId: number) {
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.vendorId, vendorId)));
  return shipment ?? null;
}

/** Where the shop's part stands: its status, what it may become, and its parcel. */
export async function partState(db: Db, orderId: number, vendorId: number) {
  const [lines, shipment] = await Promise.all([
    db
      .select({ orderStatus: orderItems.orderStatus })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorId))),
    shipmentOf(db, orderId, vendorId),
  ]);
  const status = orderStatusFromParts(lines.map((line) => line.orderStatus));
  return { status, next: nextOrderStatuses(status), shipment };
}

/**
 * Spec §2 "Order detail" for one shop: the order with this shop's lines only, their totals
 * summed, the part's status and parcel. Five queries whatever the order's size.
 */
export async function vendorOrderDetail(db: Db, vendorId: number, oid: string) {
  const order = await shopsOrder(db, vendorId, oid);
  const [detail, shipment] = await Promise.all([
    loadOrderDetail(db, oid),
    shipmentOf(db, order.id, vendorId),
  ]);
  const items = detail.items.filter((row) => row.item.vendorId === vendorId);
  const status = orderStatusFromParts(items.map((row) => row.item.orderStatus));
  return {
    order,
    items,
    vendors: detail.vendors.filter((vendor) => vendor.id === vendorId),
    status,
    summary: sumLines(items.map((row) => storedTotals(row.item))),
    shipment,
  };
}

export type VendorOrderDetailRow = Awaited<ReturnType<typeof vendorOrderDetail>>;
