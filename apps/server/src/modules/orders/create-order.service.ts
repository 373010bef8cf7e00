import { type ShippingDetails, stockMessages } from '@pasal/domain';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderVendors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { listCartLines } from '../cart/cart.service.ts';
import { type CartLineRow, priceCartLines } from '../cart/cart-pricing.service.ts';
import type { Owner } from '../cart/owner.ts';
import { newOrderOid } from './oid.ts';
import { amountColumns, itemAmountColumns } from './order-lines.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty';

export interface OrderDraft {
  owner: Owner;
  /** The device's cart id, kept on the order so a guest's lines can be emptied once it is placed. */
  cartId: string;
  shipping: ShippingDetails;
  serviceFeePercent: number;
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
 * delivery (`confirm-order.ts`). The cart stays as it is until then.
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
  const oid = newOrderOid();
  await db.transaction(async (tx) => {
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
  });
  return oid;
}
