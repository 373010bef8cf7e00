import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { linesByOrder, orderLineSummaries } from './customer-orders.service.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** A customer's own notifications; vendors' rows carry no user and never match. */
const mine = (userId: number) => eq(notifications.userId, userId);

function selectNotifications(db: Db) {
  return db
    .select({
      notification: notifications,
      order: {
        id: orders.id,
        oid: orders.oid,
        total: orders.total,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
      },
    })
    .from(notifications)
    .leftJoin(orders, eq(orders.id, notifications.orderId));
}

type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

/** Each notification with the lines of its order (one query for all of them). */
async function withLines(db: Db, rows: NotificationRow[]) {
  const orderIds = [...new Set(rows.flatMap((row) => (row.order ? [row.order.id] : [])))];
  const byOrder = linesByOrder(await orderLineSummaries(db, orderIds));
  return rows.map((row) => ({ ...row, lines: row.order ? (byOrder.get(row.order.id) ?? []) : [] }));
}

export type CustomerNotificationDetail = Awaited<ReturnType<typeof withLines>>[number];

/** A page of the customer's notifications, newest first (read or not): three queries. */
export async function listCustomerNotifications(db: Db, userId: number, page: PageWindow) {
  const where: SQL = mine(userId);
  const { rows, total } = await pageWithTotal(
    selectNotifications(db)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
  );
  return { rows: await withLines(db, rows), total };
}

/** Spec §7: opening a notification marks it read. Someone else's id is not found. */
export async function markNotificationRead(db: Db, userId: number, id: number) {
  const [marked] = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  if (!marked) throw notFound(NOTIFICATION_NOT_FOUND);
  const rows = await selectNotifications(db).where(eq(notifications.id, marked.id));
  const [row] = await withLines(db, rows);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return row;
}

/** Unread notifications of the customer, for the sidebar badge. */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.seen, false)));
  return row?.n ?? 0;
}
