import { customerNotificationSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notifications } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifyOrder } from '../notifications/order-notifications.ts';

let t: TestApp;
let queries = 0;
let vendorId: number;
let products: { id: number }[];

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  vendorId = (await createVendor(t.db, { userId: (await createUser(t.db)).id })).id;
  products = [];
  for (const title of ['Galaxy S24', 'Sony WH-1000XM5', 'USB-C Cable']) {
    products.push(
      await createProduct(t.db, { vendorId, title, image: `products/${title.slice(0, 3).toLowerCase()}` }),
    );
  }
});
afterAll(() => t.close());

const product = (i: number) => products[i] as { id: number };

/** A paid order of `buyerId` with its notifications, as the checkout writes them. */
async function notifiedOrder(buyerId: number, lines: { productId: number; qty: number }[]) {
  const { order, items } = await createOrder(t.db, { buyerId, items: lines, paymentStatus: 'paid' });
  await notifyOrder(t.db, 'order_placed', order, items);
  return order;
}

/** One signed-in session per user, so a counted request does not count signing in. */
const sessions = new Map<number, Record<string, string>>();
async function get(url: string, userId: number, query: Record<string, string> = {}) {
  const headers = sessions.get(userId) ?? (await t.bearer({ user_id: userId }));
  sessions.set(userId, headers);
  return t.app.inject({ url, query, headers });
}

const listOf = async (userId: number, query: Record<string, string> = {}) => {
  const res = await get(`/api/v1/customer/notification/${userId}/`, userId, query);
  expect(res.statusCode, res.body).toBe(200);
  return { total: res.headers['x-total-count'], body: z.array(customerNotificationSchema).parse(res.json()) };
};

describe('customer notifications', () => {
  it('lists the caller’s own notifications newest first, each with its order, never vendors’ or others’', async () => {
    const buyer = (await createUser(t.db)).id;
    const first = await notifiedOrder(buyer, [{ productId: product(0).id, qty: 1 }]);
    const second = await notifiedOrder(buyer, [
      { productId: product(1).id, qty: 2 },
      { productId: product(2).id, qty: 3 },
    ]);
    await notifiedOrder((await createUser(t.db)).id, [{ productId: product(0).id, qty: 1 }]);

    const { total, body } = await listOf(buyer);
    expect(total).toBe('2');
    expect(body.map((n) => n.order?.oid)).toEqual([second.oid, first.oid]);
    expect(body[0]).toMatchObject({
      kind: 'order_placed',
      seen: false,
      order: {
        oid: second.oid,
        total: (second.total / 100).toFixed(2),
        order_status: 'pending',
        payment_status: 'paid',
        item_count: 5,
        first_item: {
          title: 'Sony WH-1000XM5',
          image: expect.stringMatching(/\/media\/products\/son-400\.webp$/),
        },
      },
    });
    expect(new Date(body[0]?.date ?? '').getTime()).toBeGreaterThan(0);
  });

  it('pages the list in the same three queries whatever the page holds', async () => {
    const buyer = (await createUser(t.db)).id;
    for (let i = 0; i < 5; i++) await notifiedOrder(buyer, [{ productId: product(i % 3).id, qty: i + 1 }]);
    const all = (await listOf(buyer)).body.map((n) => n.id);
    queries = 0;
    const one = await listOf(buyer, { page_size: '1' });
    const oneQueries = queries;
    queries = 0;
    const rest = await listOf(buyer, { page_size: '4', page: '2' });
    expect(oneQueries).toBe(3);
    expect(queries).toBe(oneQueries);
    expect(one.total).toBe('5');
    expect(rest.body.map((n) => n.id)).toEqual(all.slice(4));
  });

  it('shows a notification the checkout wrote for a cash-on-delivery order', async () => {
    const buyer = await createUser(t.db);
    const { oid } = await placeOrder(t, [{ product_id: product(2).id, qty: 2 }], { userId: buyer.id });
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { order_oid: oid, payment_method: 'cod' },
      headers: await t.bearer({ user_id: buyer.id }),
    });
    expect(cod.statusCode, cod.body).toBe(200);
    const { body } = await listOf(buyer.id);
    expect(body).toMatchObject([{ seen: false, order: { oid, item_count: 2, order_status: 'processing' } }]);
  });
});

describe('opening a notification', () => {
  it('marks it read and answers it; opening it again changes nothing', async () => {
    const buyer = (await createUser(t.db)).id;
    const order = await notifiedOrder(buyer, [{ productId: product(0).id, qty: 1 }]);
    const [note] = (await listOf(buyer)).body;
    const url = `/api/customer/notification/${buyer}/${note?.id}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(url, buyer);
      expect(res.statusCode, res.body).toBe(200);
      expect(customerNotificationSchema.parse(res.json())).toMatchObject({
        id: note?.id,
        seen: true,
        order: { oid: order.oid, item_count: 1, first_item: { title: 'Galaxy S24' } },
      });
    }
    expect((await listOf(buyer)).body[0]?.seen).toBe(true);
  });

  it('answers 404 for someone else’s notification or an unknown id, and leaves it unread', async () => {
    const owner = (await createUser(t.db)).id;
    const intruder = (await createUser(t.db)).id;
    await notifiedOrder(owner, [{ productId: product(1).id, qty: 1 }]);
    const [note] = (await listOf(owner)).body;
    const theirs = await get(`/api/v1/customer/notification/${intruder}/${note?.id}/`, intruder);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Notification not found.' });
    expect((await get(`/api/v1/customer/notification/${owner}/2147483647/`, owner)).statusCode).toBe(404);
    expect((await get(`/api/v1/customer/notification/${owner}/abc/`, owner)).statusCode).toBe(400);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, note?.id ?? 0));
    expect(row?.seen).toBe(false);
  });

  it('refuses anonymous callers (401) and someone else’s user id (403)', async () => {
    expect((await t.app.inject('/api/v1/customer/notification/5/')).statusCode).toBe(401);
    expect((await t.app.inject('/api/v1/customer/notification/5/1/')).statusCode).toBe(401);
    expect((await get('/api/v1/customer/notification/5/', 6)).statusCode).toBe(403);
    expect((await get('/api/v1/customer/notification/5/1/', 6)).statusCode).toBe(403);
  });
});
