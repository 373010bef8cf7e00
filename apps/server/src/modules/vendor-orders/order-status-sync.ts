import { orderStatusFromParts } from '@pasal/domain';
import { and, eq, ne } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Tx } from '../logistics/shipments.service.ts';
import { paymentStatusMayBecome } from '../orders/status-transitions.ts';

/**
 * Brings the whole order's status in line with its shops' parts (`orderStatusFromParts`), in the
 * transaction that moved a part. The order row is locked first, so two shops moving their parts
 * at once take turns and the second reads the first one's lines: the order's status is derived
 * from committed lines, never from a stale read. It is derived, not moved along the transition
 * table: a part cancelled beside a delivered one takes the order from processing to delivered.
 *
 * A cash-on-delivery order is paid once all of it is delivered: the courier collected the cash.
 */
export async function syncOrderStatus(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return;
  const lines = await tx
    .select({ orderStatus: orderItems.orderStatus })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const status = orderStatusFromParts(lines.map((line) => line.orderStatus));
  await tx
    .update(orders)
    .set({ orderStatus: status })
    .where(and(eq(orders.id, orderId), ne(orders.orderStatus, status)));
  if (status === 'delivered' && order.paymentMethod === 'cod') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(and(eq(orders.id, orderId), paymentStatusMayBecome(orders.paymentStatus, 'paid')));
  }
}
