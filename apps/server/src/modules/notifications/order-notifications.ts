import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** Placed (stock taken, paid online or to pay on delivery), and paid later (a cash-on-delivery order paid online). */
export type OrderNotificationKind = 'order_placed' | 'order_paid';

/**
 * The notifications of an order's event: one to the buyer (a signed-in one; guests have only
 * e-mail) and one to the vendor of each item. The table's once-only key makes a repeat of
 * this call change nothing.
 */
export async function notifyOrder(
  db: Db,
  kind: OrderNotificationKind,
  order: { id: number; buyerId: number | null },
  items: readonly { id: number; vendorId: number }[],
) {
  const rows = [
    ...(order.buyerId === null ? [] : [{ userId: order.buyerId, orderId: order.id }]),
    ...items.map((item) => ({ vendorId: item.vendorId, orderId: order.id, orderItemId: item.id })),
  ];
  await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, kind })))
    .onConflictDoNothing();
}
