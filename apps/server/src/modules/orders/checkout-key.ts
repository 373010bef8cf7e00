import { createHash } from 'node:crypto';
import type { OrderTotals, PricedLine, ShippingDetails } from '@pasal/domain';
import type { CartLineRow } from '../cart/cart-pricing.service.ts';
import type { Owner } from '../cart/owner.ts';

export interface KeyedLine {
  row: CartLineRow;
  priced: PricedLine;
}

/**
 * What an order is made from, as one digest (sha256 hex): whose cart, each priced line
 * (product, size, colour, quantity, unit price, shipping and totals before any coupon) and the
 * shipping details. The same key means the shopper clicked Checkout again on an unchanged cart;
 * a change of any of these (a quantity, a line, a price, an address) gives another key.
 */
export function checkoutKey(
  owner: Owner,
  lines: readonly KeyedLine[],
  totals: OrderTotals,
  shipping: ShippingDetails,
): string {
  const whose = owner.userId === null ? `cart:${owner.cartId}` : `user:${owner.userId}`;
  const items = lines
    .map(({ row, priced }) => [
      row.product.id,
      row.item.size,
      row.item.color,
      row.item.qty,
      priced.price,
      priced.shipping,
      priced.tax,
      priced.serviceFee,
      priced.total,
    ])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const shipTo = [
    shipping.full_name,
    shipping.email,
    shipping.mobile,
    shipping.address,
    shipping.city,
    shipping.state,
    shipping.country,
  ];
  const material = JSON.stringify([whose, items, totals, shipTo]);
  return createHash('sha256').update(material).digest('hex');
}
