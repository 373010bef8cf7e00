import {
  type CustomerOrdersQuery,
  ORDER_PAYMENT_FILTER_MATCHES,
  ORDER_PRICE_BANDS,
  ORDER_STATUS_FILTER_MATCHES,
} from '@pasal/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { loadOrderDetail, ORDER_NOT_FOUND, type OrderRow } from '../orders/order-detail.service.ts';

/** Nepal keeps one offset all year: UTC+05:45, no daylight saving. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/**
 * Where the date filter's window opens: "today" is since midnight in Nepal (where the shopper
 * is, whatever the server's zone), the others are rolling windows ending now.
 */
export function orderDateFrom(filter: CustomerOrdersQuery['date'], now: Date): Date | null {
  const ms = now.getTime();
  switch (filter) {
    case 'all':
      return null;
    case 'today': {
      const local = ms + NEPAL_OFFSET_MS;
      return new Date(local - (local % DAY_MS) - NEPAL_OFFSET_MS);
    }
    case 'last_7_days':
      return new Date(ms - 7 * DAY_MS);
    case 'last_30_days':
      return new Date(ms - 30 * DAY_MS);
  }
}

function customerOrderFilters(userId: number, q: CustomerOrdersQuery, now: Date): SQL {
  const conditions: SQL[] = [eq(orders.buyerId, userId)];
  const from = orderDateFrom(q.date, now);
  if (from) conditions.push(gte(orders.createdAt, from));
  if (q.price !== 'all') {
    const [low, below] = ORDER_PRICE_BANDS[q.price];
    conditions.push(gte(orders.total, low), lt(orders.total, below));
  }
  if (q.payment !== 'all')
    conditions.push(inArray(orders.paymentStatus, ORDER_PAYMENT_FILTER_MATCHES[q.payment]));
  if (q.status !== 'all') conditions.push(inArray(orders.orderStatus, ORDER_STATUS_FILTER_MATCHES[q.status]));
  return and(...conditions) as SQL;
}

/** The lines of some orders with their product's name and picture: one query for all of them. */
export async function orderLineSummaries(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      qty: orderItems.qty,
      size: orderItems.size,
      color: orderItems.color,
      title: products.title,
      image: products.image,
      slug: products.slug,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export type OrderLineSummaryRow = Awaited<ReturnType<typeof orderLineSummaries>>[number];

/** Groups lines by their order's id. */
export function linesByOrder(lines: OrderLineSummaryRow[]): Map<number, OrderLineSummaryRow[]> {
  const byOrder = new Map<number, OrderLineSummaryRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

/**
 * A page of the customer's orders, newest first, filtered as spec §9 says, each with its lines:
 * three queries whatever the page holds (the page, its total, the lines of its orders).
 */
export async function listCustomerOrders(
  db: Db,
  userId: number,
  q: CustomerOrdersQuery,
  page: PageWindow,
  now = new Date(),
): Promise<{ rows: { order: OrderRow; lines: OrderLineSummaryRow[] }[]; total: number }> {
  const where = customerOrderFilters(userId, q, now);
  const { rows, total } = await pageWithTotal(
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  );
  const byOrder = linesByOrder(
    await orderLineSummaries(
      db,
      rows.map((o) => o.id),
    ),
  );
  return { rows: rows.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] })), total };
}

/** One of the customer's own orders in full; someone else's answers as if it did not exist. */
export async function loadCustomerOrder(db: Db, userId: number, oid: string) {
  const detail = await loadOrderDetail(db, oid);
  if (detail.order.buyerId !== userId) throw notFound(ORDER_NOT_FOUND);
  return detail;
}
