import { type ShippingDetails, stockMessages } from '@pasal/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderVendors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { listCartLines } from '../cart/cart.service.ts';
import { type CartLineRow, priceCartLines } from '../cart/cart-pricing.service.ts';
import { type Owner, ownedBy } from '../cart/owner.ts';
import { checkoutKey } from './checkout-key.ts';
import { newOrderOid } from './oid.ts';
import { unpaidCutoff } from './order-expiry.ts';
import { amountColumns, itemAmountColumns } from './order-lines.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty';

export interface OrderDraft {
  owner: Owner;
  /** The device's cart id, kept on the order so a guest's lines can be emptied once it is placed. */
  cartId: string;
  shipping: ShippingDetails;
  serviceFeePercent: number;
  /** An unpaid order older than this is expired and never reused. */
  unpaidOrderMinutes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The owner's open order made from this very key: unpaid (a payment that failed or was
 * cancelled can be tried again on it), not placed, not cancelled, not expired. Served by
 * `orders_open_checkout_idx`.
 */
async function openOrderOf(tx: Tx, owner: Owner, key: string, unpaidOrderMinutes: number) {
  const [open] = await tx
    .select({ oid: orders.oid })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutKey, key),
        // Spelled as the index's predicate, so the planner can use it.
        sql`${orders.paymentStatus} in ('pending', 'failed')`,
        eq(orders.orderStatus, 'pending'),
        isNull(orders.stockTakenAt),
        gt(orders.createdAt, unpaidCutoff(unpaidOrderMinutes)),
        ownedBy({ userId: orders.buyerId, cartId: orders.cartId }, owner),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return open?.oid ?? null;
}

/**
 * One message per product that cannot be bought as the cart stands: no longer for sale or out
 * of stock, or fewer left than the cart's lines of it (sizes share the product's stock) want.
 */
function unavailable(rows: readonly CartLineRow[]): string[] {
  const wanted = new Map<number, { row: CartLineRow; qty: number }>();
  for (const row of rows) {
    const entry = wanted.get(row.product.id) ?? { row, qty: 0 };
    entry.qty += row.item.qty;
    wanted.set(row.product.id, entry);
  }
  return [...wanted.values()].flatMap(({ row: { product, vendor }, qty }) => {
    const forSale = product.status === 'published' && vendor.active;
    if (!forSale || product.stockQty <= 0) return [stockMessages.outOfStock(product.title)];
    if (qty > product.stockQty) return [stockMessages.onlyLeft(product.title, product.stockQty)];
    return [];
  });
}

/**
 * Spec §7 `create-order`: the owner's cart becomes a pending order, priced by the server for
 * the shipping country, its items grouped by vendor, all in one transaction. Stock is checked
 * here so the shopper hears early, but only taken when the order is paid or placed as cash on
 * delivery (`confirm-order.ts`). The cart stays as it is until then. Checking out again with
 * the same cart and details answers the open unpaid order made from them (same checkout key)
 * instead of making another; a coupon applied to it since is kept.
 */
export async function createOrderFromCart(db: Db, draft: OrderDraft): Promise<string> {
  const rows = await listCartLines(db, draft.owner);
  if (rows.length === 0) throw new AppError('bad_request', EMPTY_CART_MESSAGE);
  const problems = unavailable(rows);
  if (problems.length > 0) {
    throw new AppError('bad_request', problems.join(' '), { items: problems });
  }
  const { shipping } = draft;
  const { lines, totals } = await priceCartLines(db, rows, {
    serviceFeePercent: draft.serviceFeePercent,
    country: shipping.country,
  });
  const key = checkoutKey(draft.owner, lines, totals, shipping);
  return db.transaction(async (tx) => {
    // One checkout of a key at a time: a second click waits here, then finds the first's order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${key}`}, 0))`);
    const open = await openOrderOf(tx, draft.owner, key, draft.unpaidOrderMinutes);
    if (open) return open;
    const oid = newOrderOid();
    const [order] = await tx
      .insert(orders)
      .values({
        oid,
        buyerId: draft.owner.userId,
        cartId: draft.cartId,
        fullName: shipping.full_name,
        email: shipping.email,
        mobile: shipping.mobile,
        address: shipping.address,
        city: shipping.city,
        state: shipping.state,
        country: shipping.country,
        checkoutKey: key,
        ...amountColumns(totals),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');
    const vendorIds = [...new Set(lines.map((l) => l.row.vendor.id))];
    await tx.insert(orderVendors).values(vendorIds.map((vendorId) => ({ orderId: order.id, vendorId })));
    await tx.insert(orderItems).values(
      lines.map(({ row, priced }) => ({
        orderId: order.id,
        productId: row.product.id,
        vendorId: row.vendor.id,
        qty: row.item.qty,
        size: row.item.size,
        color: row.item.color,
        ...itemAmountColumns(priced),
      })),
    );
    return oid;
  });
}
