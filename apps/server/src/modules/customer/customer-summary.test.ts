import { customerSummarySchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, wishlist } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summaryOf(userId: number) {
  const res = await t.app.inject({
    url: `/api/v1/customer/summary/${userId}/`,
    headers: await t.bearer({ user_id: userId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return customerSummarySchema.parse(res.json());
}

describe('customer summary', () => {
  it('counts the caller’s orders, listed wishlist entries and unread notifications', async () => {
    const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
    const onSale = await createProduct(t.db, { vendorId: shop.id });
    const another = await createProduct(t.db, { vendorId: shop.id });
    const draft = await createProduct(t.db, { vendorId: shop.id, status: 'draft' });
    const buyer = (await createUser(t.db)).id;
    const stranger = (await createUser(t.db)).id;
    expect(await summaryOf(buyer)).toEqual({ orders: 0, wishlist: 0, unread_notifications: 0 });

    const items = [{ productId: onSale.id }];
    const paid = await createOrder(t.db, { buyerId: buyer, items, paymentStatus: 'paid' });
    const delivered = await createOrder(t.db, { buyerId: buyer, items, orderStatus: 'delivered' });
    await createOrder(t.db, { buyerId: buyer, items });
    const theirs = await createOrder(t.db, { buyerId: stranger, items });
    await t.db.insert(notifications).values([
      { userId: buyer, orderId: paid.order.id },
      { userId: buyer, orderId: delivered.order.id, seen: true },
      { userId: stranger, orderId: theirs.order.id },
      // A vendor's notification about the buyer's order is not the buyer's.
      { vendorId: shop.id, orderId: paid.order.id, orderItemId: paid.items[0]?.id ?? null },
    ]);
    // The draft is not for sale, so the wishlist page does not list it: nor does the badge.
    await t.db.insert(wishlist).values([
      { userId: buyer, productId: onSale.id },
      { userId: buyer, productId: another.id },
      { userId: buyer, productId: draft.id },
      { userId: stranger, productId: onSale.id },
    ]);

    expect(await summaryOf(buyer)).toEqual({ orders: 3, wishlist: 2, unread_notifications: 1 });
    const listed = await t.app.inject({
      url: `/api/v1/customer/wishlist/${buyer}/`,
      headers: await t.bearer({ user_id: buyer }),
    });
    expect(listed.headers['x-total-count']).toBe('2');
  });

  it('refuses anonymous callers (401) and someone else’s user id (403)', async () => {
    expect((await t.app.inject('/api/v1/customer/summary/3/')).statusCode).toBe(401);
    const res = await t.app.inject({
      url: '/api/customer/summary/3',
      headers: await t.bearer({ user_id: 4 }),
    });
    expect(res.statusCode).toBe(403);
  });
});
