import { PAYMENT_MESSAGES, stockMessages } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, vendors } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { confirmReturn, payWithPaypal } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

/**
 * An order waits, unpaid, while its shop changes its mind: a product unpublished or the whole
 * shop closed after it went into the order is not sold, whether the order is then placed as cash
 * on delivery or paid online (the money paid meanwhile is owed back).
 */
let sims: TestSimulators;
let t: TestApp;

beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: sims.env });
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

async function pendingOrder(title: string) {
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const product = await createProduct(t.db, { vendorId: shop.id, title, stockQty: 5 });
  const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 2 }]);
  return { shop, product, oid };
}

const withdraw = {
  unpublished: (p: { product: { id: number } }) =>
    t.db.update(products).set({ status: 'draft' }).where(eq(products.id, p.product.id)),
  'shop closed': (p: { shop: { id: number } }) =>
    t.db.update(vendors).set({ active: false }).where(eq(vendors.id, p.shop.id)),
};

const cod = (oid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-success/${oid}/`,
    payload: { order_oid: oid, payment_method: 'cod' },
  });
const orderOf = async (oid: string) => (await t.db.select().from(orders).where(eq(orders.oid, oid)))[0];
const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stockQty }).from(products).where(eq(products.id, id)))[0]?.stock;

describe.each(Object.entries(withdraw))('a product whose listing was withdrawn (%s)', (how, apply) => {
  it('is not placed as cash on delivery: the order stays unplaced, the stock untouched', async () => {
    const placed = await pendingOrder(`Galaxy Tab ${how}`);
    await apply(placed);
    const res = await cod(placed.oid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'error', message: stockMessages.withdrawn(`Galaxy Tab ${how}`) });
    expect(await orderOf(placed.oid)).toMatchObject({ orderStatus: 'pending', stockTakenAt: null });
    expect(await stockOf(placed.product.id)).toBe(5);
  });

  it('cannot start a payment: no money is asked for', async () => {
    const placed = await pendingOrder(`Pixel Buds ${how}`);
    await apply(placed);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/paypal-checkout/${placed.oid}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(stockMessages.withdrawn(`Pixel Buds ${how}`));
    const order = await orderOf(placed.oid);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order?.id ?? 0)),
    ).toEqual([]);
  });

  it('is not sold when paid while it was withdrawn: the order is cancelled and the money owed back', async () => {
    const placed = await pendingOrder(`Kindle ${how}`);
    const back = await payWithPaypal(t, placed.oid, 'pay');
    await apply(placed);
    const result = await confirmReturn(t, back);
    expect(result.body).toEqual({ status: 'error', message: PAYMENT_MESSAGES.withdrawn });
    const order = await orderOf(placed.oid);
    expect(order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'paid', stockTakenAt: null });
    const [attempt] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(attempt).toMatchObject({ status: 'paid', refundReason: 'withdrawn' });
    expect(await stockOf(placed.product.id)).toBe(5);
  });
});
