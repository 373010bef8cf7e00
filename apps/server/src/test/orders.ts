import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let serial = 0;

/** A fresh 30-character guest cart id. */
export const newCartId = () => `ORD${String(++serial).padStart(6, '0')}${'A'.repeat(21)}`;

export const SHIPPING = {
  full_name: 'Sita Tamang',
  email: 'sita@example.np',
  mobile: '9841234567',
  address: 'Lakeside Road 7',
  city: 'Pokhara',
  state: 'Gandaki',
  country: 'Nepal',
};

export interface CartLine {
  product_id: number;
  qty: number;
  size?: string;
  color?: string;
}

/** Fills a cart through `cart-view` (as a guest, or as `userId` with that user's token). */
export async function fillCart(t: TestApp, cartId: string, lines: CartLine[], userId?: number) {
  const headers = userId ? await t.bearer({ user_id: userId }) : {};
  for (const line of lines) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      payload: { ...line, cart_id: cartId, ...(userId ? { user_id: userId } : {}) },
      headers,
    });
    if (res.statusCode >= 300) throw new Error(`cart-view answered ${res.statusCode}: ${res.body}`);
  }
}

/** `create-order` for a cart; the raw answer, so tests can look at refusals too. */
export async function postCreateOrder(
  t: TestApp,
  cartId: string,
  options: { userId?: number; shipping?: Partial<typeof SHIPPING> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/create-order/',
    payload: { ...SHIPPING, ...options.shipping, cart_id: cartId, user_id: String(options.userId ?? 0) },
    headers: options.userId ? await t.bearer({ user_id: options.userId }) : {},
  });
}

/** A cart filled with `lines` and made into an order; answers its oid. */
export async function placeOrder(
  t: TestApp,
  lines: CartLine[],
  options: { userId?: number; shipping?: Partial<typeof SHIPPING>; cartId?: string } = {},
) {
  const cartId = options.cartId ?? newCartId();
  await fillCart(t, cartId, lines, options.userId);
  const res = await postCreateOrder(t, cartId, options);
  if (res.statusCode !== 201) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
  return { oid: (res.json() as { order_oid: string }).order_oid, cartId };
}

/** What the order's own shopper sends: their token for a customer's order, nothing for a guest's. */
export async function buyerHeaders(t: TestApp, oid: string): Promise<Record<string, string>> {
  const [order] = await t.db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.oid, oid));
  return order?.buyerId ? t.bearer({ user_id: order.buyerId }) : {};
}
