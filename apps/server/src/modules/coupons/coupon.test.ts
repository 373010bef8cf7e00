import { COUPON_MESSAGES } from '@pasal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItemCoupons, orderItems, orders } from '../../db/schema/index.ts';
import {
  createCoupon,
  createOrder,
  createProduct,
  createUser,
  createVendor,
} from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { COUPON_TOO_LATE } from './apply-coupon.service.ts';

let t: TestApp;
let shopA: { id: number };
let shopB: { id: number };
let laptop: { id: number };
let phone: { id: number };
let outsider: { id: number };

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_FEE_PERCENT: '10' } });
  const newShop = async () => createVendor(t.db, { userId: (await createUser(t.db)).id });
  shopA = await newShop();
  shopB = await newShop();
  outsider = await newShop();
  laptop = await createProduct(t.db, { vendorId: shopA.id, price: 10_000_00, shippingAmount: 100_00 });
  phone = await createProduct(t.db, { vendorId: shopB.id, price: 5_000_00, shippingAmount: 100_00 });
  await createCoupon(t.db, { vendorId: shopA.id, code: 'SAVE10', discount: 10 });
  await createCoupon(t.db, { vendorId: shopA.id, code: 'OTHER20', discount: 20 });
  await createCoupon(t.db, { vendorId: shopA.id, code: 'OLD', discount: 30, active: false });
  await createCoupon(t.db, { vendorId: shopB.id, code: 'FREE', discount: 100 });
  await createCoupon(t.db, { vendorId: outsider.id, code: 'CSHOP', discount: 15 });
  await createCoupon(t.db, { vendorId: shopA.id, code: 'BOTH', discount: 5 });
  await createCoupon(t.db, { vendorId: shopB.id, code: 'both', discount: 50 });
});
afterAll(() => t.close());

const apply = (oid: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/coupon/', payload: { order_oid: oid, coupon_code: code } });

const twoShopOrder = () =>
  placeOrder(t, [
    { product_id: laptop.id, qty: 1 },
    { product_id: phone.id, qty: 2 },
  ]);

async function stored(oid: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
  if (!order) throw new Error('no order');
  const items = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { order, items };
}

describe('coupon', () => {
  it("takes its percent off its own vendor's lines only and recomputes the order", async () => {
    const { oid } = await twoShopOrder();
    // Laptop line 10,000 + 100 + 1,300 tax + 1,000 fee = 12,400; phones 10,000 + 200 + 1,300 + 1,000.
    expect((await stored(oid)).order.total).toBe(24_900_00);
    const res = await apply(oid, 'save10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: COUPON_MESSAGES.activated, icon: 'success' });
    const { order, items } = await stored(oid);
    expect(items.map((i) => [i.saved, i.total, i.initialTotal])).toEqual([
      [1_000_00, 11_400_00, 12_400_00],
      [0, 12_500_00, 12_500_00],
    ]);
    expect(order).toMatchObject({ saved: 1_000_00, total: 23_900_00, subTotal: 20_000_00 });
    const links = await t.db.select().from(orderItemCoupons);
    expect(links.filter((l) => items.some((i) => i.id === l.orderItemId))).toHaveLength(1);

    const checkout = (await t.app.inject(`/api/v1/checkout/${oid}/`)).json();
    expect(checkout.saved).toBe('1000.00');
    expect(checkout.orderitem.map((i: { coupon: unknown[] }) => i.coupon)).toEqual([
      [{ code: 'SAVE10', discount: 10 }],
      [],
    ]);
  });

  it('warns and changes nothing when applied again, or for a second coupon of the same vendor', async () => {
    const { oid } = await twoShopOrder();
    await apply(oid, 'SAVE10');
    const before = await stored(oid);
    for (const code of ['SAVE10', 'other20']) {
      expect((await apply(oid, code)).json()).toEqual({
        status: 'warning',
        message: COUPON_MESSAGES.alreadyActivated,
        icon: 'warning',
      });
    }
    expect(await stored(oid)).toEqual(before);
  });

  it('answers errors for unknown or inactive codes and for a vendor with no item in the order', async () => {
    const { oid } = await twoShopOrder();
    const before = await stored(oid);
    for (const code of ['NOPE', 'OLD']) {
      expect((await apply(oid, code)).json()).toMatchObject({
        status: 'error',
        message: COUPON_MESSAGES.notFound,
      });
    }
    expect((await apply(oid, 'CSHOP')).json()).toMatchObject({
      status: 'error',
      message: COUPON_MESSAGES.noItem,
    });
    expect(await stored(oid)).toEqual(before);
  });

  it('never takes a total below zero: a 100% coupon leaves shipping, tax and fee', async () => {
    const { oid } = await twoShopOrder();
    expect((await apply(oid, 'FREE')).json().status).toBe('success');
    const { order, items } = await stored(oid);
    expect(items[1]).toMatchObject({ saved: 10_000_00, total: 2_500_00 });
    expect(order.total).toBe(12_400_00 + 2_500_00);
  });

  it("applies a code two shops share to each shop's own lines", async () => {
    const { oid } = await twoShopOrder();
    expect((await apply(oid, 'Both')).json().status).toBe('success');
    const { items } = await stored(oid);
    expect(items.map((i) => i.saved)).toEqual([500_00, 5_000_00]);
  });

  it('refuses orders already paid or placed, and unknown orders', async () => {
    const paid = await createOrder(t.db, { items: [{ productId: laptop.id }], paymentStatus: 'paid' });
    const cod = await createOrder(t.db, { items: [{ productId: laptop.id }], paymentMethod: 'cod' });
    for (const { order } of [paid, cod]) {
      const res = await apply(order.oid, 'SAVE10');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(COUPON_TOO_LATE);
    }
    expect((await apply('zzzzzzzzzzzzzzzz', 'SAVE10')).statusCode).toBe(404);
    expect((await apply('NOT-AN-OID', 'SAVE10')).statusCode).toBe(400);
  });
});

describe('coupon under concurrency', () => {
  // PGlite runs one statement at a time, so only PostgreSQL can show a race.
  it.skipIf(!process.env.DATABASE_URL)(
    'takes its discount once when the same order applies it 10 times at once, and another code of that vendor too',
    async () => {
      const { oid } = await twoShopOrder();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => apply(oid, i % 2 ? 'SAVE10' : 'OTHER20')),
      );
      const statuses = answers.map((r) => r.json().status);
      expect(statuses.filter((s) => s === 'success')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'warning')).toHaveLength(9);
      const { order, items } = await stored(oid);
      const links = await t.db.select().from(orderItemCoupons);
      expect(links.filter((l) => items.some((i) => i.id === l.orderItemId))).toHaveLength(1);
      // 10% or 20% off the laptop line's 10,000, once.
      expect([1_000_00, 2_000_00]).toContain(order.saved);
      expect(order.total).toBe(24_900_00 - order.saved);
    },
  );
});
