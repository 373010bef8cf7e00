import type { OrderStatus, VendorOrdersQuery } from '@pasal/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderVendors } from '../../db/schema/index.ts';
import { toLimitOffset } from '../../lib/http.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { pageWithTotal } from '../../lib/paging.ts';
import { oidMatches } from '../orders/oid.ts';

/** Every line of the part has one of these statuses. */
const all = (...statuses: OrderStatus[]) => sql`bool_and(${inArray(orderItems.orderStatus, statuses)})`;

/**
 * Each order's part of one shop: its units, its lines' totals summed, and its status, which is
 * `orderStatusFromParts` over the part's lines, in SQL so the status filter runs in the
 * database. The shop's lines come off order_items_vendor_created_idx.
 */
function shopParts(db: Db, vendorId: number, ofOrders?: SQL) {
  return db
    .select({
      orderId: orderItems.orderId,
      itemCount: sql<number>`sum(${orderItems.qty})::int`.as('item_count'),
      total: sql<number>`sum(${orderItems.total})::bigint`.as('part_total'),
      orderStatus: sql<OrderStatus>`case
        when ${all('cancelled')} then 'cancelled'
        when ${all('delivered', 'cancelled')} then 'delivered'
        when ${all('shipped', 'delivered', 'cancelled')} then 'shipped'
        when ${all('pending', 'cancelled')} then 'pending'
        else 'processing' end`.as('part_status'),
    })
    .from(orderItems)
    .where(and(eq(orderItems.vendorId, vendorId), ofOrders))
    .groupBy(orderItems.orderId)
    .as('parts');
}

/**
 * Orders Management (spec §2): the placed orders (paid, or cash on delivery) holding lines of
 * this shop, each with this shop's part only, filtered and sorted in the database. Two queries
 * (the page and the total of the same filter). Unless the part's status is filtered, the page's
 * orders are picked and counted off order_vendors first, and only their parts are summed: a busy
 * shop's whole history is not aggregated for a page of 24.
 */
export function listVendorOrders(db: Db, vendorId: number, query: VendorOrdersQuery) {
  const where: (SQL | undefined)[] = [isNotNull(orders.stockTakenAt)];
  if (query.query) {
    const text = likeText(query.query);
    where.push(or(oidMatches(query.query), ilike(orders.fullName, text), ilike(orders.email, text)));
  }
  if (query.payment_status === 'paid') where.push(eq(orders.paymentStatus, 'paid'));
  if (query.payment_status === 'pending') where.push(ne(orders.paymentStatus, 'paid'));
  const order =
    query.sort === 'oldest'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  const { limit, offset } = toLimitOffset(query);
  if (query.order_status === 'all') {
    const shopOrders = and(eq(orderVendors.vendorId, vendorId), ...where);
    const pageIds = db
      .select({ id: orders.id })
      .from(orderVendors)
      .innerJoin(orders, eq(orders.id, orderVendors.orderId))
      .where(shopOrders)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const parts = shopParts(db, vendorId, inArray(orderItems.orderId, pageIds));
    return pageWithTotal(
      partsOfOrders(db, parts).orderBy(...order),
      db
        .select({ n: count() })
        .from(orderVendors)
        .innerJoin(orders, eq(orders.id, orderVendors.orderId))
        .where(shopOrders),
    );
  }
  const parts = shopParts(db, vendorId);
  const filter = and(...where, eq(parts.orderStatus, query.order_status));
  return pageWithTotal(
    partsOfOrders(db, parts)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(parts).innerJoin(orders, eq(orders.id, parts.orderId)).where(filter),
  );
}

/** The list's row: the order's columns and the shop's part of it. */
function partsOfOrders(db: Db, parts: ReturnType<typeof shopParts>) {
  return db
    .select({
      oid: orders.oid,
      createdAt: orders.createdAt,
      fullName: orders.fullName,
      email: orders.email,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      itemCount: parts.itemCount,
      total: parts.total,
      orderStatus: parts.orderStatus,
    })
    .from(parts)
    .innerJoin(orders, eq(orders.id, parts.orderId))
    .$dynamic();
}

export type VendorOrderListRow = Awaited<ReturnType<typeof listVendorOrders>>['rows'][number];
