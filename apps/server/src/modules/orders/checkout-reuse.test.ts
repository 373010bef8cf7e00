import { PAYMENT_MESSAGES } from '@pasal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { createCoupon, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { buyerHeaders, fillCart, newCartId, postCreateOrder } from '../../test/orders.ts';
import { confirmReturn, finishPaying, openPayment, payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

const UNPAID_MINUTES = 30;

let sims: TestSimulators;
let t: TestApp;
let shop: { id: number };

beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: { ...sims.env, UNPAID_ORDER_MINUTES: String(UNPAID_MINUTES) } });
  shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

const ordersOfCart = async (cartId: string) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId)))[0]?.n;

/** Checks a cart out and answers the oid (the call must succeed). */
async function checkout(cartId: string, options: Parameters<typeof postCreateOrder>[2] = {}) {
  const res = await postCreateOrder(t, cartId, options);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { order_oid: string }).order_oid;
}

/** Moves an order's creation back past the unpaid time, as if the shopper left it that long. */
async function age(oid: string, minutes = UNPAID_MINUTES + 1) {
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.oid, oid));
}

async function cartWith(qty = 1, stockQty = 10) {
  const product = await createProduct(t.db, { vendorId: shop.id, price: 2_000_00, stockQty });
  const cartId = newCartId();
  await fillCart(t, cartId, [{ product_id: product.id, qty }]);
  return { product, cartId };
}

const checkoutPage = async (oid: string) =>
  t.app.inject({ url: `/api/v1/checkout/${oid}/`, headers: await buyerHeaders(t, oid) });

describe('checking out again', () => {
  it('reuses the open unpaid order of an unchanged cart, for a guest and for a customer', async () => {
    const { cartId } = await cartWith(2);
    const first = await checkout(cartId);
    expect(await checkout(cartId)).toBe(first);
    expect(await ordersOfCart(cartId)).toBe(1);

    const buyer = await createUser(t.db);
    const product = await createProduct(t.db, { vendorId: shop.id });
    const theirs = newCartId();
    await fillCart(t, theirs, [{ product_id: product.id, qty: 1 }], buyer.id);
    const mine = await checkout(theirs, { userId: buyer.id });
    expect(await checkout(theirs, { userId: buyer.id })).toBe(mine);
  });

  it('makes a new order when the quantity, a line or a shipping detail changed', async () => {
    const { product, cartId } = await cartWith(1);
    const first = await checkout(cartId);
    await fillCart(t, cartId, [{ product_id: product.id, qty: 2 }]);
    const second = await checkout(cartId);
    expect(second).not.toBe(first);
    const other = await createProduct(t.db, { vendorId: shop.id });
    await fillCart(t, cartId, [{ product_id: other.id, qty: 1 }]);
    const third = await checkout(cartId);
    expect(new Set([first, second, third]).size).toBe(3);
    const fourth = await checkout(cartId, { shipping: { address: 'Durbar Marg 2' } });
    expect(fourth).not.toBe(third);
    // Each of those is still open: checking one out again answers it.
    expect(await checkout(cartId)).toBe(third);
  });

  it('keeps the coupon the shopper applied on the reused order', async () => {
    const coupon = await createCoupon(t.db, { vendorId: shop.id, discount: 10 });
    const { cartId } = await cartWith(1);
    const oid = await checkout(cartId);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupon/',
      payload: { order_oid: oid, coupon_code: coupon.code },
    });
    expect(applied.json().status, applied.body).toBe('success');
    expect(await checkout(cartId)).toBe(oid);
    expect((await checkoutPage(oid)).json().saved).not.toBe('0.00');
  });

  it('reuses an order whose payment failed or was cancelled: it can still be paid', async () => {
    for (const choice of ['fail', 'cancel'] as const) {
      const { cartId } = await cartWith(1);
      const oid = await checkout(cartId);
      expect((await confirmReturn(t, await payWithStripe(t, oid, choice))).body.status).toBe('error');
      expect(await checkout(cartId), choice).toBe(oid);
    }
  });

  it('never reuses a paid, placed or cancelled order', async () => {
    const { cartId } = await cartWith(1);
    const oid = await checkout(cartId);
    await t.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.oid, oid));
    expect(await checkout(cartId)).not.toBe(oid);

    // Paying empties the cart; the same line put back makes a new order.
    const paid = await cartWith(1);
    const paidOid = await checkout(paid.cartId);
    expect((await confirmReturn(t, await payWithStripe(t, paidOid))).body.status).toBe('success');
    await fillCart(t, paid.cartId, [{ product_id: paid.product.id, qty: 1 }]);
    expect(await checkout(paid.cartId)).not.toBe(paidOid);
  });
});

describe('unpaid orders expire', () => {
  it('an expired order reads as expired and is never reused', async () => {
    const { cartId } = await cartWith(1);
    const oid = await checkout(cartId);
    expect((await checkoutPage(oid)).json().expired).toBe(false);
    await age(oid);
    expect((await checkoutPage(oid)).json()).toMatchObject({ expired: true, payment_status: 'pending' });
    const fresh = await checkout(cartId);
    expect(fresh).not.toBe(oid);
  });

  it('an expired order cannot start a payment, take a coupon or be placed as cash on delivery', async () => {
    const coupon = await createCoupon(t.db, { vendorId: shop.id });
    const { cartId } = await cartWith(1);
    const oid = await checkout(cartId);
    await age(oid);
    for (const [method, path] of [
      ['GET', 'stripe-checkout'],
      ['POST', 'paypal-checkout'],
      ['POST', 'connectips-checkout'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/${path}/${oid}/` });
      expect(res.statusCode, path).toBe(409);
      expect(res.json().detail).toBe(PAYMENT_MESSAGES.expired);
    }
    const couponRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupon/',
      payload: { order_oid: oid, coupon_code: coupon.code },
    });
    expect(couponRes.statusCode).toBe(409);
    expect(couponRes.json().detail).toBe(PAYMENT_MESSAGES.expired);
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { order_oid: oid, payment_method: 'cod' },
    });
    expect(cod.json()).toEqual({ status: 'error', message: PAYMENT_MESSAGES.expired });
    const [row] = await t.db.select().from(orders).where(eq(orders.oid, oid));
    expect(row).toMatchObject({ stockTakenAt: null, orderStatus: 'pending' });
  });

  it('a payment the provider took before the order expired is still honoured', async () => {
    const { product, cartId } = await cartWith(1, 5);
    const oid = await checkout(cartId);
    const page = await openPayment(t, 'stripe', oid);
    await age(oid);
    const back = await finishPaying(t, 'stripe', page, 'pay');
    expect((await confirmReturn(t, back)).body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.paid,
    });
    const [stock] = await t.db
      .select({ qty: products.stockQty })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock?.qty).toBe(4);
  });

  it('an open unpaid order holds no stock: another shopper can buy the last unit', async () => {
    const { product, cartId } = await cartWith(1, 1);
    const waiting = await checkout(cartId);
    const other = newCartId();
    await fillCart(t, other, [{ product_id: product.id, qty: 1 }]);
    const buyer = await checkout(other);
    const back = await payWithStripe(t, buyer);
    expect((await confirmReturn(t, back)).body.status).toBe('success');
    const [row] = await t.db.select().from(orders).where(eq(orders.oid, waiting));
    expect(row?.stockTakenAt).toBeNull();
  });
});
