import { customerOrderSchema, orderSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrder, createProduct, createUser, createVendor, type Order } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderDateFrom } from './customer-orders.service.ts';

let t: TestApp;
let queries = 0;
let vendorId: number;
let buyer: number;
let other: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  vendorId = (await createVendor(t.db, { userId: (await createUser(t.db)).id })).id;
  buyer = (await createUser(t.db)).id;
  other = (await createUser(t.db)).id;
});
afterAll(() => t.close());

type Placed = Pick<Order, 'paymentStatus' | 'orderStatus'>;

/**
 * An order of `buyerId` whose total is exactly `price` (no shipping, tax or fee), placed
 * `daysAgo` days ago, with `lines` lines of one unit each.
 */
async function orderOf(
  buyerId: number | null,
  {
    price = 10_000_00,
    daysAgo = 1,
    lines = 1,
    ...status
  }: Partial<Placed> & {
    price?: number;
    daysAgo?: number;
    lines?: number;
  } = {},
) {
  const items = [];
  for (let i = 0; i < lines; i++) {
    const product = await createProduct(t.db, { vendorId, price, shippingAmount: 0, title: `Line ${i}` });
    items.push({ productId: product.id, qty: 1 });
  }
  const { order } = await createOrder(t.db, {
    buyerId,
    items,
    taxRateBp: 0,
    serviceFeePercent: 0,
    createdAt: new Date(Date.now() - daysAgo * DAY),
    ...status,
  });
  return order;
}

async function list(query: Record<string, string> = {}, userId = buyer, asUser = userId) {
  return t.app.inject({
    url: `/api/v1/customer/orders/${userId}/`,
    query,
    headers: await t.bearer({ user_id: asUser }),
  });
}

async function oidsOf(query: Record<string, string>) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return z
    .array(customerOrderSchema)
    .parse(res.json())
    .map((o) => o.oid);
}

describe('customer order list', () => {
  let oids: Record<string, string>;

  beforeAll(async () => {
    const made = {
      cheapOld: await orderOf(buyer, {
        price: 49_999_99,
        daysAgo: 40,
        paymentStatus: 'paid',
        orderStatus: 'delivered',
      }),
      fifty: await orderOf(buyer, {
        price: 50_000_00,
        daysAgo: 20,
        paymentStatus: 'failed',
        orderStatus: 'pending',
      }),
      lakh: await orderOf(buyer, {
        price: 1_00_000_00,
        daysAgo: 5,
        paymentStatus: 'paid',
        orderStatus: 'shipped',
      }),
      overLakh: await orderOf(buyer, {
        price: 1_00_000_01,
        daysAgo: 0,
        paymentStatus: 'pending',
        orderStatus: 'processing',
      }),
      cancelled: await orderOf(buyer, {
        price: 10_000_00,
        daysAgo: 3,
        paymentStatus: 'cancelled',
        orderStatus: 'cancelled',
        lines: 3,
      }),
    };
    // Someone else's order and a guest's, which the buyer must never see.
    await orderOf(other, { daysAgo: 0 });
    await orderOf(null, { daysAgo: 0 });
    oids = Object.fromEntries(Object.entries(made).map(([name, order]) => [name, order.oid]));
  });

  it('lists only the caller’s orders, newest first, each with its lines and the total in X-Total-Count', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const body = z.array(customerOrderSchema).parse(res.json());
    expect(body.map((o) => o.oid)).toEqual([
      oids.overLakh,
      oids.cancelled,
      oids.lakh,
      oids.fifty,
      oids.cheapOld,
    ]);
    const cancelled = body[1];
    expect(cancelled).toMatchObject({
      total: '30000.00',
      payment_status: 'cancelled',
      order_status: 'cancelled',
      item_count: 3,
    });
    expect(cancelled?.items.map((i) => i.title)).toEqual(['Line 0', 'Line 1', 'Line 2']);
    expect(cancelled?.items[0]).toMatchObject({ qty: 1, size: '', color: '', image: '' });
  });

  it('pages the list', async () => {
    const first = await oidsOf({ page_size: '2' });
    const second = await oidsOf({ page_size: '2', page: '2' });
    const third = await oidsOf({ page_size: '2', page: '3' });
    expect([...first, ...second, ...third]).toEqual(await oidsOf({}));
    expect(third).toHaveLength(1);
    expect(await oidsOf({ page: '9' })).toEqual([]);
  });

  it('filters by date window', async () => {
    expect(await oidsOf({ date: 'today' })).toEqual([oids.overLakh]);
    expect(await oidsOf({ date: 'last_7_days' })).toEqual([oids.overLakh, oids.cancelled, oids.lakh]);
    expect(await oidsOf({ date: 'last_30_days' })).toHaveLength(4);
  });

  it('filters by the rupee price bands, edges included once', async () => {
    expect(await oidsOf({ price: 'under_50' })).toEqual([oids.cancelled, oids.cheapOld]);
    expect(await oidsOf({ price: '50_100' })).toEqual([oids.lakh, oids.fifty]);
    expect(await oidsOf({ price: 'over_100' })).toEqual([oids.overLakh]);
  });

  it('filters by payment status (a cancelled payment counts as failed) and order status', async () => {
    expect(await oidsOf({ payment: 'paid' })).toEqual([oids.lakh, oids.cheapOld]);
    expect(await oidsOf({ payment: 'pending' })).toEqual([oids.overLakh]);
    expect(await oidsOf({ payment: 'failed' })).toEqual([oids.cancelled, oids.fifty]);
    expect(await oidsOf({ status: 'pending' })).toEqual([oids.fifty]);
    expect(await oidsOf({ status: 'processing' })).toEqual([oids.overLakh, oids.lakh]);
    expect(await oidsOf({ status: 'completed' })).toEqual([oids.cheapOld]);
  });

  it('combines filters, treats empty values as not applied and counts what matched', async () => {
    const res = await list({ date: 'last_30_days', payment: 'paid', status: '', price: '' });
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json().map((o: { oid: string }) => o.oid)).toEqual([oids.lakh]);
    expect(await oidsOf({ date: 'all', price: 'all', payment: 'all', status: 'all' })).toHaveLength(5);
  });

  it('refuses unknown filter values with 400', async () => {
    const refused: Record<string, string>[] = [
      { date: 'yesterday' },
      { price: 'cheap' },
      { status: 'shipped' },
      { page_size: '0' },
    ];
    for (const query of refused) {
      expect((await list(query)).statusCode).toBe(400);
    }
  });

  it('reads any page in the same three queries', async () => {
    const heavy = (await createUser(t.db)).id;
    for (let i = 0; i < 4; i++) await orderOf(heavy, { lines: i + 1 });
    const headers = await t.bearer({ user_id: heavy });
    // The first call looks the new session up; it is remembered for the ones counted.
    await t.app.inject({ url: `/api/v1/customer/orders/${heavy}/`, headers });
    const counted = async (pageSize: string) => {
      queries = 0;
      const res = await t.app.inject({
        url: `/api/v1/customer/orders/${heavy}/`,
        query: { page_size: pageSize },
        headers,
      });
      expect(res.statusCode).toBe(200);
      return { queries, rows: res.json().length };
    };
    const one = await counted('1');
    const four = await counted('4');
    expect(four.rows).toBe(4);
    expect(one.queries).toBe(3);
    expect(four.queries).toBe(one.queries);
  });

  it('refuses anonymous callers (401) and someone else’s user id (403)', async () => {
    expect((await t.app.inject(`/api/v1/customer/orders/${buyer}/`)).statusCode).toBe(401);
    expect((await list({}, other, buyer)).statusCode).toBe(403);
  });
});

describe('order date windows', () => {
  it('starts "today" at midnight in Nepal (UTC+05:45), whatever the server’s zone', () => {
    // 20:00 UTC on 8 April is 01:45 on 9 April in Kathmandu: today began at 18:15 UTC.
    expect(orderDateFrom('today', new Date('2025-04-08T20:00:00Z'))?.toISOString()).toBe(
      '2025-04-08T18:15:00.000Z',
    );
    expect(orderDateFrom('today', new Date('2025-04-08T18:00:00Z'))?.toISOString()).toBe(
      '2025-04-07T18:15:00.000Z',
    );
    expect(orderDateFrom('last_7_days', new Date('2025-04-08T20:00:00Z'))?.toISOString()).toBe(
      '2025-04-01T20:00:00.000Z',
    );
    expect(orderDateFrom('all', new Date())).toBeNull();
  });
});

describe('customer order detail', () => {
  it('answers the caller’s own order in full, as checkout shapes it', async () => {
    const order = await orderOf(buyer, { lines: 2, paymentStatus: 'paid', orderStatus: 'processing' });
    const res = await t.app.inject({
      url: `/api/customer/order/${buyer}/${order.oid}`,
      headers: await t.bearer({ user_id: buyer }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = orderSchema.parse(res.json());
    expect(body).toMatchObject({ oid: order.oid, buyer, payment_status: 'paid', order_status: 'processing' });
    expect(body.orderitem).toHaveLength(2);
    const checkout = await t.app.inject({
      url: `/api/v1/checkout/${order.oid}/`,
      headers: await t.bearer({ user_id: buyer }),
    });
    expect(body).toEqual(checkout.json());
  });

  it('answers 404 for another customer’s order, a guest order and an unknown one', async () => {
    const theirs = await orderOf(other);
    const guests = await orderOf(null);
    const headers = await t.bearer({ user_id: buyer });
    for (const oid of [theirs.oid, guests.oid, 'abcdefgh12345678']) {
      const res = await t.app.inject({ url: `/api/v1/customer/order/${buyer}/${oid}/`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Order not found.' });
    }
    const bad = await t.app.inject({ url: `/api/v1/customer/order/${buyer}/DROP%20TABLE/`, headers });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses anonymous callers (401) and someone else’s user id (403)', async () => {
    const order = await orderOf(other);
    expect((await t.app.inject(`/api/v1/customer/order/${other}/${order.oid}/`)).statusCode).toBe(401);
    const res = await t.app.inject({
      url: `/api/v1/customer/order/${other}/${order.oid}/`,
      headers: await t.bearer({ user_id: buyer }),
    });
    expect(res.statusCode).toBe(403);
  });
});
