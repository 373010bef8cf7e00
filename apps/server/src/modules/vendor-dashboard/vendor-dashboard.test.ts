import { ordersChartSchema, productsChartSchema, vendorStatsSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createProduct,
  createUser,
  createVendor,
  type OrderInput,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The Nepal calendar, read by the platform's time-zone data (independent of the code under test). */
const kathmandu = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: 'numeric',
});
function nepalYearMonth(at: Date) {
  const parts = Object.fromEntries(kathmandu.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}
const NEPAL_OFFSET_MS = 345 * 60_000;
const today = nepalYearMonth(new Date());
/** Noon in Kathmandu on the 15th of the month `back` months before this one. */
const midMonth = (back: number) =>
  new Date(Date.UTC(today.year, today.month - 1 - back, 15, 12) - NEPAL_OFFSET_MS);
/** 00:05 on the 1st of that month in Kathmandu: still the month before in UTC. */
const nepalMonthOpening = (back: number) =>
  new Date(Date.UTC(today.year, today.month - 1 - back, 1, 0, 5) - NEPAL_OFFSET_MS);
/** The calendar month (1..12) `back` months before this one. */
const monthNumber = (back: number) => nepalYearMonth(midMonth(back)).month;

let t: TestApp;
let shop: { id: number };
let other: { id: number };
let owner: { id: number };
let otherOwner: { id: number };
let customer: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id });
  otherOwner = await createUser(t.db);
  other = await createVendor(t.db, { userId: otherOwner.id });
  customer = await createUser(t.db);

  const product = (vendorId: number, createdAt: Date, extra: { status?: 'draft' | 'archived' } = {}) =>
    createProduct(t.db, {
      vendorId,
      createdAt,
      price: 1_000_00,
      shippingAmount: 100_00,
      stockQty: 50,
      ...extra,
    });
  const phone = await product(shop.id, midMonth(2));
  const laptop = await product(shop.id, midMonth(5));
  await product(shop.id, midMonth(0), { status: 'draft' });
  await product(shop.id, midMonth(0), { status: 'archived' });
  await product(shop.id, midMonth(13));
  await product(shop.id, nepalMonthOpening(1));
  const theirs = await product(other.id, midMonth(0));

  const order = (createdAt: Date, input: Omit<OrderInput, 'createdAt'>) =>
    createOrder(t.db, { buyerId: customer.id, createdAt, ...input });
  // Placed and paid, with another shop's line beside ours: only our lines are our revenue.
  await order(midMonth(0), {
    items: [{ productId: phone.id, qty: 2 }, { productId: theirs.id }],
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
  });
  // Placed as cash on delivery, not paid yet: an order, no revenue.
  await order(midMonth(2), { items: [{ productId: phone.id }], paymentMethod: 'cod' });
  // Started but never placed: no order, no revenue.
  await order(midMonth(0), { items: [{ productId: laptop.id }], paymentMethod: 'stripe' });
  await order(midMonth(1), {
    items: [{ productId: laptop.id }],
    paymentStatus: 'failed',
    paymentMethod: 'paypal',
  });
  // Paid after its last unit sold: money owed back, never placed.
  await order(midMonth(1), {
    items: [{ productId: laptop.id }],
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
    stockTaken: false,
  });
  // Another shop's order.
  await order(midMonth(0), {
    items: [{ productId: theirs.id }],
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
  });
  // Older than any range: in the totals, in no chart.
  await order(midMonth(13), {
    items: [{ productId: laptop.id, qty: 3 }],
    paymentStatus: 'paid',
    paymentMethod: 'connectips',
    orderStatus: 'delivered',
  });
  // Just after midnight on the 1st in Kathmandu, the evening before in UTC: last month's in Nepal.
  await order(nepalMonthOpening(1), {
    items: [{ productId: laptop.id }],
    paymentStatus: 'paid',
    paymentMethod: 'cod',
    orderStatus: 'delivered',
  });
});
afterAll(() => t.close());

const asOwner = () => t.bearer({ user_id: owner.id, vendor_id: shop.id });
const get = async (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: await asOwner() });

describe('vendor stats', () => {
  it("counts this shop's products (drafts too, deleted ones not), placed orders and paid revenue", async () => {
    const res = await get(`vendor/stats/${shop.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const [stats] = vendorStatsSchema.parse(res.json());
    // Live: phone, laptop, draft, old, the one of the 1st; not the archived one.
    expect(stats?.products).toBe(5);
    // The paid one, cash on delivery, the old one and the one of the 1st.
    expect(stats?.orders).toBe(4);
    // Our paid lines: 2 + 3 + 1 units at Rs 1,000 plus Rs 100 shipping each; tax and fees are not ours.
    expect(stats?.revenue).toBe('6600.00');
  });

  it('counts only its own lines and orders for another shop', async () => {
    const res = await t.app.inject({
      url: `/api/vendor/stats/${other.id}/`,
      headers: await t.bearer({ user_id: otherOwner.id, vendor_id: other.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Its line in our shared order and its own order: one unit each.
    expect(res.json()).toEqual([{ products: 1, orders: 2, revenue: '2200.00' }]);
  });
});

describe('vendor charts', () => {
  it('counts placed orders per Nepal month, oldest first, with empty months as 0', async () => {
    const res = await get(`vendor-orders-chart/${shop.id}/?range=last_6_months`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = ordersChartSchema.parse(res.json());
    const expected = [5, 4, 3, 2, 1, 0].map((back) => ({
      month: monthNumber(back),
      orders: back === 0 ? 1 : back === 1 ? 1 : back === 2 ? 1 : 0,
    }));
    expect(rows).toEqual(expected);
  });

  it('gives 12 months for last_12_months and January to now for year_to_date', async () => {
    const year = (await get(`vendor-orders-chart/${shop.id}/?range=last_12_months`)).json();
    expect(year.map((r: { month: number }) => r.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthNumber(11 - i)),
    );
    // The order of 13 months ago is in no range.
    expect(year.reduce((n: number, r: { orders: number }) => n + r.orders, 0)).toBe(3);
    const ytd = (await get(`vendor-orders-chart/${shop.id}/?range=year_to_date`)).json();
    expect(ytd.map((r: { month: number }) => r.month)).toEqual(
      Array.from({ length: today.month }, (_, i) => i + 1),
    );
    const fallback = (await get(`vendor-orders-chart/${shop.id}/`)).json();
    expect(fallback).toHaveLength(6);
  });

  it("counts the shop's products created per month: drafts in, deleted and other shops' out", async () => {
    const res = await get(`vendor-products-chart/${shop.id}/?range=last_6_months`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = productsChartSchema.parse(res.json());
    const created: Record<number, number> = { 0: 1, 1: 1, 2: 1, 5: 1 };
    expect(rows).toEqual(
      [5, 4, 3, 2, 1, 0].map((back) => ({ month: monthNumber(back), products: created[back] ?? 0 })),
    );
    for (const row of rows) expect(Number.isInteger(row.products)).toBe(true);
  });

  it('refuses an unknown range with 400', async () => {
    for (const chart of ['vendor-orders-chart', 'vendor-products-chart']) {
      const res = await get(`${chart}/${shop.id}/?range=last_2_years`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('range');
    }
  });
});

describe('vendor dashboard access', () => {
  it("refuses another shop's id (403), a customer (403) and the anonymous (401)", async () => {
    const customerAuth = await t.bearer({ user_id: customer.id });
    for (const path of [
      `vendor/stats/${shop.id}/`,
      `vendor-orders-chart/${shop.id}/?range=last_6_months`,
      `vendor-products-chart/${shop.id}/?range=last_6_months`,
    ]) {
      const theirs = path.replace(String(shop.id), String(other.id));
      expect((await get(theirs)).statusCode, theirs).toBe(403);
      expect((await t.app.inject({ url: `/api/${path}`, headers: customerAuth })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/${path}` })).statusCode).toBe(401);
    }
  });
});
