import {
  type CustomerNotification,
  type CustomerOrder,
  type CustomerOrderDetail,
  type OrderLineSummary,
  paisaToDecimal,
} from '@pasal/domain';
import { type OrderRefundRow, serializeRefund } from '../cancellations/order-refunds.service.ts';
import { mediaUrl } from '../media/image-variants.ts';
import { serializeOrder } from '../orders/order.serializer.ts';
import type { OrderDetail, OrderRow } from '../orders/order-detail.service.ts';
import type { CustomerNotificationDetail } from './customer-notifications.service.ts';
import type { OrderLineSummaryRow } from './customer-orders.service.ts';

const unitsOf = (lines: OrderLineSummaryRow[]) => lines.reduce((sum, line) => sum + line.qty, 0);

function serializeLine(origin: string, line: OrderLineSummaryRow): OrderLineSummary {
  return {
    id: line.id,
    title: line.title,
    image: mediaUrl(origin, line.image, 'thumb'),
    slug: line.slug,
    qty: line.qty,
    size: line.size,
    color: line.color,
  };
}

/** A row of the customer's order list: the order's headline facts and its lines. */
export function serializeCustomerOrder(
  origin: string,
  { order, lines }: { order: OrderRow; lines: OrderLineSummaryRow[] },
): CustomerOrder {
  return {
    oid: order.oid,
    date: order.createdAt.toISOString(),
    total: paisaToDecimal(order.total),
    saved: paisaToDecimal(order.saved),
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    payment_method: order.paymentMethod,
    item_count: unitsOf(lines),
    items: lines.map((line) => serializeLine(origin, line)),
  };
}

/** The customer's order in full: the order of spec §3, who cancelled each line, and its refunds. */
export function serializeCustomerOrderDetail(
  origin: string,
  detail: OrderDetail,
  refunds: readonly OrderRefundRow[],
  unpaidOrderMinutes: number,
): CustomerOrderDetail {
  const order = serializeOrder(origin, detail, unpaidOrderMinutes);
  const cancelledBy = new Map(detail.items.map(({ item }) => [item.id, item.cancelledBy]));
  return {
    ...order,
    orderitem: order.orderitem.map((item) => ({ ...item, cancelled_by: cancelledBy.get(item.id) ?? null })),
    refunds: refunds.map(serializeRefund),
  };
}

export function serializeNotification(
  origin: string,
  { notification, order, lines }: CustomerNotificationDetail,
): CustomerNotification {
  const first = lines[0];
  return {
    id: notification.id,
    kind: notification.kind,
    seen: notification.seen,
    date: notification.createdAt.toISOString(),
    order: order && {
      oid: order.oid,
      total: paisaToDecimal(order.total),
      order_status: order.orderStatus,
      payment_status: order.paymentStatus,
      item_count: unitsOf(lines),
      first_item: first ? { title: first.title, image: mediaUrl(origin, first.image, 'thumb') } : null,
    },
  };
}
