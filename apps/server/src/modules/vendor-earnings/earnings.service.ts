import { applyPercent, EARNINGS_MONTHS, paisaToDecimal, type VendorEarning } from '@pasal/domain';
import { and, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds } from '../../db/schema/index.ts';
import { nepalMonthOf, nepalMonthSql } from '../vendor-dashboard/chart-months.ts';

/** Refunds that count against a shop: made through the provider, or owed by hand (ConnectIPS). */
const SETTLED_REFUNDS = sql`('refunded', 'owed')`;

/**
 * This shop's part of each paid, placed order with its Nepal month and revenue: the subtotal +
 * shipping of the part's lines not cancelled, less the coupon's saving, less any refund made or
 * owed for this shop's part (a part cancelled whole is left out with its lines). A refund gives back tax and the service fee too, which were never the shop's, so it
 * takes the part down to 0 at most. A refund counts in the month of its order, so a month's
 * figure changes when one of its orders is refunded later. Refunds of a whole payment (no shop
 * named) are of an attempt that never paid the order, or paid it twice: not the shop's money.
 */
function parts(db: Db, vendorId: number) {
  const month = nepalMonthSql(orderItems.createdAt);
  // Each order's refunds to this shop summed once and joined, not looked up again for every part.
  const shopRefunds = db
    .select({ orderId: refunds.orderId, amount: sql<number>`sum(${refunds.amount})`.as('refunded') })
    .from(refunds)
    .where(and(eq(refunds.vendorId, vendorId), sql`${refunds.status} in ${SETTLED_REFUNDS}`))
    .groupBy(refunds.orderId)
    .as('shop_refunds');
  const refunded = sql<number>`coalesce(${shopRefunds.amount}, 0)`;
  const lines = sql`sum(${orderItems.subTotal} + ${orderItems.shippingAmount} - ${orderItems.saved})`;
  return db
    .select({
      month: month.as('month'),
      revenue: sql<number>`greatest(0, ${lines} - ${refunded})`.as('revenue'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(shopRefunds, eq(shopRefunds.orderId, orderItems.orderId))
    .where(
      and(
        eq(orderItems.vendorId, vendorId),
        // A cancelled line was never sold; its refund, if any was charged, is the customer's.
        ne(orderItems.orderStatus, 'cancelled'),
        eq(orders.paymentStatus, 'paid'),
        isNotNull(orders.stockTakenAt),
      ) as SQL,
    )
    .groupBy(orderItems.orderId, month, shopRefunds.amount)
    .as('parts');
}

export interface MonthRevenue {
  /** A MonthIndex (year × 12 + month − 1). */
  month: number;
  orders: number;
  revenue: number;
}

/**
 * The shop's revenue per Nepal month, newest first: the `EARNINGS_MONTHS` most recent months
 * with sales and one more (the one the oldest row's growth compares with). One query.
 */
export async function revenueByMonth(db: Db, vendorId: number): Promise<MonthRevenue[]> {
  const rows = await revenueByMonthQuery(db, vendorId);
  return rows.map((r) => ({ month: Number(r.month), orders: Number(r.orders), revenue: r.revenue }));
}

/** `revenueByMonth`'s one statement. */
export function revenueByMonthQuery(db: Db, vendorId: number) {
  const part = parts(db, vendorId);
  return db
    .select({
      month: part.month,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`sum(${part.revenue})`.mapWith(Number),
    })
    .from(part)
    .groupBy(part.month)
    .orderBy(desc(part.month))
    .limit(EARNINGS_MONTHS + 1);
}

/** What the marketplace keeps of a revenue, and what the shop is owed (both paisa). */
export function commissionOf(revenue: number, commissionPercent: number) {
  const commission = applyPercent(revenue, commissionPercent);
  return { commission, netPayable: revenue - commission };
}

/** `vendor-earning/`: this Nepal month's revenue and all time, with commission and net. One query. */
export async function earningSummary(
  db: Db,
  vendorId: number,
  commissionPercent: number,
  now = new Date(),
): Promise<VendorEarning> {
  const part = parts(db, vendorId);
  const [row] = await db
    .select({
      monthly:
        sql<number>`coalesce(sum(${part.revenue}) filter (where ${part.month} = ${nepalMonthOf(now)}), 0)`.mapWith(
          Number,
        ),
      total: sql<number>`coalesce(sum(${part.revenue}), 0)`.mapWith(Number),
    })
    .from(part);
  const monthly = row?.monthly ?? 0;
  const total = row?.total ?? 0;
  const ofMonth = commissionOf(monthly, commissionPercent);
  const ofTotal = commissionOf(total, commissionPercent);
  return {
    monthly_revenue: paisaToDecimal(monthly),
    total_revenue: paisaToDecimal(total),
    commission_percent: commissionPercent,
    monthly_commission: paisaToDecimal(ofMonth.commission),
    monthly_net_payable: paisaToDecimal(ofMonth.netPayable),
    total_commission: paisaToDecimal(ofTotal.commission),
    total_net_payable: paisaToDecimal(ofTotal.netPayable),
  };
}
