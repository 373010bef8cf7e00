import type { VendorChartRange } from '@pasal/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { calendarMonth, chartMonths, nepalMonthSql } from './chart-months.ts';
import { notArchived, placed } from './vendor-stats.service.ts';

/**
 * A range's months and, for a timestamp column, its Nepal month (to group by) and the condition
 * that keeps rows inside the range; `fill` answers one count per month, zeros included.
 */
function monthsOf(range: VendorChartRange, now: Date, column: PgColumn) {
  const { months, from, until } = chartMonths(range, now);
  return {
    month: nepalMonthSql(column),
    within: and(gte(column, from), lt(column, until)) as SQL,
    fill(counted: { month: number; n: number }[]) {
      const byMonth = new Map(counted.map((row) => [Number(row.month), Number(row.n)]));
      return months.map((month) => ({ month: calendarMonth(month), n: byMonth.get(month) ?? 0 }));
    },
  };
}

/**
 * Placed orders holding the shop's items, per Nepal month of the order's date, every month of
 * the range (oldest first, zeros included). An order's items are written with it, in one
 * transaction, so their `created_at` is the order's: the (vendor_id, created_at) index of
 * order_items bounds the scan to the shop and the range.
 */
export async function ordersChart(db: Db, vendorId: number, range: VendorChartRange, now = new Date()) {
  const { month, within, fill } = monthsOf(range, now, orderItems.createdAt);
  const counted = await db
    .select({ month, n: sql<number>`count(distinct ${orderItems.orderId})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.vendorId, vendorId), within, placed))
    .groupBy(month);
  return fill(counted).map(({ month, n }) => ({ month, orders: n }));
}

/** The shop's products (drafts too, deleted ones not) per Nepal month they were created in. */
export async function productsChart(db: Db, vendorId: number, range: VendorChartRange, now = new Date()) {
  const { month, within, fill } = monthsOf(range, now, products.createdAt);
  const counted = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), within, notArchived))
    .groupBy(month);
  return fill(counted).map(({ month, n }) => ({ month, products: n }));
}
