import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders, payments, products, refunds } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { buyerHeaders, placeOrder } from '../../test/orders.ts';
import { type Choice, confirmReturn } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test data and looks at the rows for the cancellation and refund tests. */

/** A shop with its owner's address (where its mails go). */
export async function shop(t: TestApp, name: string) {
  const owner = await createUser(t.db);
  return { ...(await createVendor(t.db, { userId: owner.id, name })), email: owner.email };
}

/**
 * A signed-in buyer's order of two shops' products, not yet paid: shop `a` sells two products
 * (qty 2 and 1), shop `b` one (qty 3); every product starts with 10 in stock.
 */
export async function twoShopOrder(t: TestApp) {
  const a = await shop(t, 'Thamel Computers');
  const b = await shop(t, 'Patan Audio');
  const laptop = await createProduct(t.db, {
    vendorId: a.id,
    title: 'IdeaPad Slim 5',
    price: 75_000_00,
    stockQty: 10,
  });
  const mouse = await createProduct(t.db, {
    vendorId: a.id,
    title: 'Wireless Mouse',
    price: 1_499_50,
    stockQty: 10,
  });
  const speaker = await createProduct(t.db, {
    vendorId: b.id,
    title: 'Flip 6 Speaker',
    price: 14_999_00,
    stockQty: 10,
  });
  const buyer = await createUser(t.db);
  const email = `buyer${buyer.id}@example.np`;
  const { oid } = await placeOrder(
    t,
    [
      { product_id: laptop.id, qty: 2 },
      { product_id: mouse.id, qty: 1 },
      { product_id: speaker.id, qty: 3 },
    ],
    { userId: buyer.id, shipping: { email } },
  );
  const order = await orderRow(t, oid);
  return { oid, order, a, b, buyer, email, products: { laptop, mouse, speaker } };
}

export async function orderRow(t: TestApp, oid: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
  if (!order) throw new Error(`no order ${oid}`);
  return order;
}

export const linesOf = (t: TestApp, orderId: number) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

export const stockOf = async (t: TestApp, productId: number) =>
  (await t.db.select({ stock: products.stockQty }).from(products).where(eq(products.id, productId)))[0]
    ?.stock;

export const refundsOf = (t: TestApp, orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** What one shop's lines of the order were charged, in paisa. */
export async function partTotal(t: TestApp, orderId: number, vendorId: number) {
  const lines = await linesOf(t, orderId);
  return lines.filter((l) => l.vendorId === vendorId).reduce((sum, l) => sum + l.total, 0);
}

/** The order's paid attempt (its provider's reference is what the simulator knows it by). */
export async function paidAttempt(t: TestApp, orderId: number) {
  const [attempt] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  if (!attempt) throw new Error('no payment attempt');
  return attempt;
}

/** Pays through a provider's simulated page and comes back, expecting `status`. */
export async function payAndReturn(
  t: TestApp,
  pay: (t: TestApp, oid: string, choice?: Choice) => Promise<URL>,
  oid: string,
  status: 'success' | 'error' | 'info' = 'success',
) {
  const result = await confirmReturn(t, await pay(t, oid));
  expect(result.body.status, result.body.message).toBe(status);
  return result;
}

/** Places a cash-on-delivery order through the API (stock taken, unpaid). */
export async function placeCashOnDelivery(t: TestApp, oid: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-success/${oid}/`,
    payload: { order_oid: oid, payment_method: 'cod' },
    headers: await buyerHeaders(t, oid),
  });
  expect(res.json().status, res.body).toBe('success');
}

/** Waits (up to 15 s) until every refund of the order has left `pending`. */
export async function refundsSettled(t: TestApp, orderId: number) {
  await expect
    .poll(async () => (await refundsOf(t, orderId)).filter((r) => r.status === 'pending').length, {
      timeout: 15_000,
      interval: 25,
    })
    .toBe(0);
  return refundsOf(t, orderId);
}
