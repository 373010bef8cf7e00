import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

const ORDER_PLACED = 'order_placed';

/**
 * The notifications of a placed order: one to the buyer (a signed-in one; guests have only
 * e-mail) and one to the vendor of each item. The table's once-only key makes a repeat of
 * this call change nothing.
 */
export async function notifyOrderPlaced(
  db: Db,
  order: { id: number; buyerId: number | null },
  items: readonly { id: number; vendorId: number }[],
) {
  const rows = [
    ...(order.buyerId === null ? [] : [{ userId: order.buyerId, orderId: order.id }]),
    ...items.map((item) => ({ vendorId: item.vendorId, orderId: order.id, orderItemId: item.id })),
  ];
  await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, kind: ORDER_PLACED })))
    .onConflictDoNothing();
}
