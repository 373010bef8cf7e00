import { paisaToDecimal, type VendorStats } from '@pasal/domain';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderVendors, products } from '../../db/schema/index.ts';

/** Placed: stock was taken, because the order was paid or placed as cash on delivery. */
export const placed = isNotNull(orders.stockTakenAt);
/** Deleted products are archived (kept for their orders); the dashboard no longer counts them. */
export const notArchived = ne(products.status, 'archived');

/** The shop's placed orders, counted off order_vendors and the placed orders' index. */
export function placedOrdersCount(db: Db, vendorId: number) {
  return db
    .select({ n: count() })
    .from(orderVendors)
    .innerJoin(orders, eq(orders.id, orderVendors.orderId))
    .where(and(eq(orderVendors.vendorId, vendorId), placed));
}

/** The shop's revenue in paisa: its lines' subtotal + shipping in paid, placed orders. */
export function paidRevenue(db: Db, vendorId: number) {
  return db
    .select({
      paisa: sql<number>`coalesce(sum(${orderItems.subTotal} + ${orderItems.shippingAmount}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.vendorId, vendorId), eq(orders.paymentStatus, 'paid'), placed));
}

/**
 * The dashboard's three cards: the shop's products (drafts too), its placed orders, and its
 * revenue: line subtotal + shipping of its items in paid orders (API-NOTES "Money rules"). An
 * order paid but never placed (its last unit sold meanwhile) is money owed back, not revenue.
 * Three queries, each read from indexes alone (the shop's rows, the placed orders).
 */
export async function vendorStats(db: Db, vendorId: number): Promise<VendorStats> {
  const [[listed], [placedOrders], [revenue]] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.vendorId, vendorId), notArchived)),
    placedOrdersCount(db, vendorId),
    paidRevenue(db, vendorId),
  ]);
  return {
    products: listed?.n ?? 0,
    orders: placedOrders?.n ?? 0,
    revenue: paisaToDecimal(revenue?.paisa ?? 0),
  };
}
