import { COUPON_MESSAGES, type CouponResult, discountLine, sumLines } from '@pasal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, orderItemCoupons, orderItems, orders, payments } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isPlaced, ORDER_NOT_FOUND } from '../orders/order-detail.service.ts';
import { assertNotExpired } from '../orders/order-expiry.ts';
import { storedTotals } from '../orders/order-lines.ts';
import { paymentStatusMayBecome } from '../orders/status-transitions.ts';

export const COUPON_TOO_LATE = 'A coupon can only be applied before the order is paid or placed.';

const answer = (status: CouponResult['status'], message: string): CouponResult => ({
  status,
  message,
  icon: status,
});

type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'vendorId' | 'subTotal' | 'shippingAmount' | 'taxFee' | 'serviceFee' | 'saved' | 'total'
>;

/**
 * Spec §7 `v1/coupon/` (PRODUCT.md "Pricing rules"): an active coupon, its code matched without
 * regard to case, takes its percent off its own vendor's lines of the order only, and the
 * order's totals are recomputed. One coupon per vendor per order: the same one again, or
 * another of a vendor that already has one, is a warning and changes nothing. Two shops may
 * use the same code; each one's coupon applies to its own lines. The order row is locked for
 * the whole change, so concurrent applications (or a payment) queue behind it. A payment pays
 * the order only at the total it began with (confirm-order.ts).
 */
export async function applyCoupon(
  db: Db,
  oid: string,
  code: string,
  unpaidOrderMinutes: number,
): Promise<CouponResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.oid, oid)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus === 'paid' || isPlaced(order) || order.orderStatus === 'cancelled') {
      throw new AppError('bad_request', COUPON_TOO_LATE);
    }
    assertNotExpired(order, unpaidOrderMinutes);
    const matches = await tx
      .select({ id: coupons.id, vendorId: coupons.vendorId, discount: coupons.discount })
      .from(coupons)
      .where(and(eq(sql`upper(${coupons.code})`, sql`upper(${code})`), eq(coupons.active, true)));
    if (matches.length === 0) return answer('error', COUPON_MESSAGES.notFound);

    const items: ItemRow[] = await tx
      .select({
        id: orderItems.id,
        vendorId: orderItems.vendorId,
        subTotal: orderItems.subTotal,
        shippingAmount: orderItems.shippingAmount,
        taxFee: orderItems.taxFee,
        serviceFee: orderItems.serviceFee,
        saved: orderItems.saved,
        total: orderItems.total,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const targets = matches.filter((c) => items.some((i) => i.vendorId === c.vendorId));
    if (targets.length === 0) return answer('error', COUPON_MESSAGES.noItem);

    const held = await tx
      .select({ vendorId: coupons.vendorId })
      .from(orderItemCoupons)
      .innerJoin(coupons, eq(coupons.id, orderItemCoupons.couponId))
      .where(
        inArray(
          orderItemCoupons.orderItemId,
          items.map((i) => i.id),
        ),
      );
    const fresh = targets.filter((c) => !held.some((h) => h.vendorId === c.vendorId));
    if (fresh.length === 0) return answer('warning', COUPON_MESSAGES.alreadyActivated);

    for (const coupon of fresh) {
      for (const item of items.filter((i) => i.vendorId === coupon.vendorId)) {
        Object.assign(item, discountLine(storedTotals(item), coupon.discount));
        await tx
          .update(orderItems)
          .set({ saved: item.saved, total: item.total })
          .where(eq(orderItems.id, item.id));
        await tx.insert(orderItemCoupons).values({ orderItemId: item.id, couponId: coupon.id });
      }
    }
    const totals = sumLines(items.map(storedTotals));
    await tx.update(orders).set({ saved: totals.saved, total: totals.total }).where(eq(orders.id, order.id));
    // A payment already started asks for the old total: it is given up, and the shopper pays
    // the new one. Should the old one still be paid, it cannot pay the order and is owed back.
    await tx
      .update(payments)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'pending'),
          paymentStatusMayBecome(payments.status, 'cancelled'),
        ),
      );
    return answer('success', COUPON_MESSAGES.activated);
  });
}
