import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  coupons,
  orderItemCoupons,
  orderItems,
  orders,
  orderVendors,
  products,
  vendors,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found.';

/** True once stock is taken: the order was paid, or placed as cash on delivery. */
export const isPlaced = (order: Pick<OrderRow, 'stockTakenAt'>) => order.stockTakenAt !== null;

/** The order of an oid (or of an id), or 404. */
export async function findOrder(db: Db, key: string | { id: number }): Promise<OrderRow> {
  const where = typeof key === 'string' ? eq(orders.oid, key) : eq(orders.id, key.id);
  const [order] = await db.select().from(orders).where(where);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * An order with its items (each with product, vendor and coupons) and its vendors: four
 * queries whatever the size of the order.
 */
export async function loadOrderDetail(db: Db, oid: string) {
  const order = await findOrder(db, oid);
  const [items, orderVendorRows] = await Promise.all([
    db
      .select({
        item: orderItems,
        product: { id: products.id, title: products.title, slug: products.slug, image: products.image },
        vendor: {
          id: vendors.id,
          name: vendors.name,
          slug: vendors.slug,
          image: vendors.image,
          mobile: vendors.mobile,
        },
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: vendors.id, name: vendors.name, slug: vendors.slug, image: vendors.image })
      .from(orderVendors)
      .innerJoin(vendors, eq(vendors.id, orderVendors.vendorId))
      .where(eq(orderVendors.orderId, order.id))
      .orderBy(asc(vendors.id)),
  ]);
  const itemIds = items.map((i) => i.item.id);
  const couponRows = itemIds.length
    ? await db
        .select({ orderItemId: orderItemCoupons.orderItemId, code: coupons.code, discount: coupons.discount })
        .from(orderItemCoupons)
        .innerJoin(coupons, eq(coupons.id, orderItemCoupons.couponId))
        .where(inArray(orderItemCoupons.orderItemId, itemIds))
        .orderBy(asc(orderItemCoupons.createdAt))
    : [];
  return {
    order,
    vendors: orderVendorRows,
    items: items.map((row) => ({
      ...row,
      coupons: couponRows.filter((c) => c.orderItemId === row.item.id),
    })),
  };
}

export type OrderDetail = Awaited<ReturnType<typeof loadOrderDetail>>;
