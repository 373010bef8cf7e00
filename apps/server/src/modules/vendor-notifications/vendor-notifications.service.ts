import {
  NOTIFICATION_READ_MESSAGE,
  paisaToDecimal,
  rupeesToPaisa,
  type VendorNotification,
  type VendorNotificationsQuery,
} from '@pasal/domain';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, orderItems, orders, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { mediaUrl } from '../media/image-variants.ts';
import { oidMatches } from '../orders/oid.ts';
import { shippingContact } from '../orders/order.serializer.ts';
import { nepalDayRange } from '../vendor-dashboard/nepal-days.ts';

/**
 * A vendor's notifications are rows per order line (spec §3: order, order_item); the screen and
 * the counts see them per order: an order is one notification, unread while any of its rows is.
 */
const ofShop = (vendorId: number) =>
  and(eq(notifications.vendorId, vendorId), isNotNull(notifications.orderId));
const lastAt = sql<Date>`max(${notifications.createdAt})`.mapWith(notifications.createdAt);
const allSeen = sql<boolean>`bool_and(${notifications.seen})`;

/**
 * Each order's total for this shop's lines, summed in one pass over the shop's lines: what the
 * price filters and sorts use (joined only then).
 */
const shopTotals = (db: Db, vendorId: number) =>
  db
    .select({
      orderId: orderItems.orderId,
      total: sql<number>`sum(${orderItems.total})`.mapWith(Number).as('shop_total'),
    })
    .from(orderItems)
    .where(eq(orderItems.vendorId, vendorId))
    .groupBy(orderItems.orderId)
    .as('shop_totals');

/** `vendor-noti-summary/`: orders with notifications, read and unread; one query. */
export async function notificationSummary(db: Db, vendorId: number) {
  const perOrder = db
    .select({ seen: allSeen.as('seen') })
    .from(notifications)
    .where(ofShop(vendorId))
    .groupBy(notifications.orderId)
    .as('per_order');
  const [row] = await db
    .select({
      all: count(),
      unread: sql<number>`count(*) filter (where not ${perOrder.seen})::int`,
    })
    .from(perOrder);
  const all = row?.all ?? 0;
  const unread = Number(row?.unread ?? 0);
  return { un_read_noti: unread, read_noti: all - unread, all_noti: all };
}

/**
 * The shop's notifications grouped by order, filtered: notifications alone, joined to the orders
 * only for words (the number, the buyer) and to the shop's totals only for prices, so the first
 * page of a busy shop groups its rows and no more.
 */
function grouped(db: Db, vendorId: number, q: VendorNotificationsQuery) {
  const text = q.query ? likeText(q.query) : undefined;
  const byPrice = q.min_price !== undefined || q.max_price !== undefined || q.sort.startsWith('price');
  const totals = shopTotals(db, vendorId);
  // One total per order: grouped by it as well, so the filters and sorts may name it.
  const total = sql<number>`${totals.total}`;
  const titleMatches = (pattern: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(
          and(
            eq(orderItems.orderId, notifications.orderId),
            eq(orderItems.vendorId, vendorId),
            ilike(products.title, pattern),
          ),
        ),
    );
  let query = db
    .select({
      orderId: sql<number>`${notifications.orderId}`.mapWith(Number).as('order_id'),
      date: lastAt.as('date'),
      seen: allSeen.as('seen'),
      ids: sql<number[]>`array_agg(${notifications.id} order by ${notifications.id})`.as('ids'),
    })
    .from(notifications)
    .$dynamic();
  if (text) query = query.innerJoin(orders, eq(orders.id, notifications.orderId));
  if (byPrice) query = query.innerJoin(totals, eq(totals.orderId, notifications.orderId));
  return {
    total,
    query: query
      .where(
        and(
          ofShop(vendorId),
          text && q.query
            ? or(oidMatches(q.query), ilike(orders.fullName, text), titleMatches(text))
            : undefined,
        ),
      )
      .groupBy(...(byPrice ? [notifications.orderId, totals.total] : [notifications.orderId]))
      .having(
        and(
          // On the order's latest notification: the date the screen shows.
          nepalDayRange(lastAt, q.start_date, q.end_date),
          q.min_price === undefined ? undefined : sql`${total} >= ${rupeesToPaisa(q.min_price)}`,
          q.max_price === undefined ? undefined : sql`${total} <= ${rupeesToPaisa(q.max_price)}`,
          q.seen === 'all' ? undefined : q.seen === 'read' ? allSeen : sql`not ${allSeen}`,
        ),
      ),
  };
}

const SORTS = {
  newest: (date: SQL, _total: SQL) => [desc(date), desc(notifications.orderId)],
  oldest: (date: SQL, _total: SQL) => [asc(date), asc(notifications.orderId)],
  price_desc: (date: SQL, total: SQL) => [desc(total), desc(date), desc(notifications.orderId)],
  price_asc: (date: SQL, total: SQL) => [asc(total), desc(date), desc(notifications.orderId)],
} as const;

/**
 * The notifications screen (spec §2): a page of orders with this shop's notifications, sorted
 * and filtered on the server, each with this shop's lines, their total and the customer. Four
 * queries whatever the page holds: the page, its total, and the page's orders and lines at once.
 */
export async function listNotifications(
  db: Db,
  origin: string,
  vendorId: number,
  q: VendorNotificationsQuery,
) {
  const { query, total } = grouped(db, vendorId, q);
  const [page, [counted]] = await Promise.all([
    query
      .orderBy(...SORTS[q.sort](lastAt, total))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(grouped(db, vendorId, q).query.as('matching')),
  ]);
  const orderIds = page.map((row) => row.orderId);
  const [shown, lines] = orderIds.length
    ? await Promise.all([
        db.select().from(orders).where(inArray(orders.id, orderIds)),
        db
          .select({
            item: orderItems,
            product: {
              id: products.id,
              pid: products.pid,
              title: products.title,
              image: products.image,
              slug: products.slug,
            },
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.vendorId, vendorId)))
          .orderBy(asc(orderItems.id)),
      ])
    : [[], []];
  const orderById = new Map(shown.map((order) => [order.id, order]));
  const rows: VendorNotification[] = page.flatMap((row) => {
    const order = orderById.get(row.orderId);
    if (!order) return [];
    const own = lines.filter((line) => line.item.orderId === row.orderId);
    return {
      order_oid: order.oid,
      date: row.date.toISOString(),
      seen: Boolean(row.seen),
      ids: row.ids.map(Number),
      payment_status: order.paymentStatus,
      // This shop's lines of the order, all of them: the total the price filters use.
      total: paisaToDecimal(own.reduce((sum, { item }) => sum + item.total, 0)),
      items: own.map(({ item, product }) => ({
        id: item.id,
        product: { ...product, image: mediaUrl(origin, product.image, 'thumb') },
        qty: item.qty,
        size: item.size,
        color: item.color,
        total: paisaToDecimal(item.total),
        order_status: item.orderStatus,
      })),
      customer: shippingContact(order),
    };
  });
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Opening an order's notification reads it: every row of this shop for that order. An order
 * this shop has no notification of answers 404, as an unknown one does.
 */
export async function markOrderSeen(db: Db, vendorId: number, oid: string) {
  const order = db.select({ id: orders.id }).from(orders).where(eq(orders.oid, oid));
  const marked = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.vendorId, vendorId), inArray(notifications.orderId, order)))
    .returning({ id: notifications.id });
  if (marked.length === 0) throw notFound('Notification not found.');
  return { message: NOTIFICATION_READ_MESSAGE, updated: marked.length };
}
