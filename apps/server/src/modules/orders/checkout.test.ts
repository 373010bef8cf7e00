import { orderSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createOrder,
  createProduct,
  createUser,
  createVendor,
} from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let queries: string[] = [];
let shops: { id: number; name: string }[] = [];
const items: { id: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => queries.push(sql) });
  for (let i = 0; i < 3; i++) {
    const owner = await createUser(t.db);
    shops.push(await createVendor(t.db, { userId: owner.id, name: `Shop ${i}`, image: `vendors/shop-${i}` }));
  }
  shops = shops.map((s) => ({ id: s.id, name: s.name }));
  for (const [i, shop] of shops.entries()) {
    for (let j = 0; j < 2; j++) {
      items.push(
        await createProduct(t.db, {
          vendorId: shop.id,
          title: `Item ${i}-${j}`,
          image: `products/item-${i}-${j}`,
          sizes: j === 0 ? [{ name: 'XL', price: 12_000_00 }] : [],
        }),
      );
    }
  }
});
afterAll(() => t.close());

/** The statements one request runs. */
async function countQueries(url: string) {
  queries = [];
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return { count: queries.length, body: res.json() };
}

describe('checkout read', () => {
  it('answers the order with items (product, vendor, coupons) and vendors under both paths', async () => {
    const first = shops[0] as (typeof shops)[number];
    const second = shops[1] as (typeof shops)[number];
    const coupon = await createCoupon(t.db, { vendorId: first.id, code: 'DASHAIN', discount: 15 });
    const { order } = await createOrder(t.db, {
      items: [
        { productId: items[0]?.id ?? 0, qty: 2, size: 'XL' },
        { productId: items[2]?.id ?? 0, qty: 1 },
      ],
      couponIds: [coupon.id],
      fullName: 'Ram Thapa',
    });
    for (const path of ['/api/v1/checkout/', '/api/checkout/']) {
      const res = await t.app.inject(`${path}${order.oid}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = orderSchema.parse(res.json());
      expect(body).toMatchObject({
        oid: order.oid,
        full_name: 'Ram Thapa',
        payment_status: 'pending',
        order_status: 'pending',
        payment_method: null,
        placed: false,
        sub_total: '34000.00',
        saved: '3600.00',
      });
      expect(body.vendor.map((v) => v.id)).toEqual([first.id, second.id]);
      expect(body.vendor[0]?.image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/vendors\/shop-0-400\.webp$/);
      const [xl, plain] = body.orderitem;
      expect(xl).toMatchObject({
        qty: 2,
        size: 'XL',
        price: '12000.00',
        sub_total: '24000.00',
        saved: '3600.00',
        line_total: '20400.00',
        vendor: { id: first.id, name: 'Shop 0' },
        coupon: [{ code: 'DASHAIN', discount: 15 }],
        product: { title: 'Item 0-0' },
      });
      expect(plain).toMatchObject({ coupon: [], vendor: { id: second.id } });
    }
  });

  it('reads any order in the same fixed number of queries', async () => {
    const small = await placeOrder(t, [{ product_id: items[1]?.id ?? 0, qty: 1 }]);
    const big = await placeOrder(
      t,
      items.map((p, i) => ({ product_id: p.id, qty: i + 1, ...(i % 2 === 0 ? { size: 'XL' } : {}) })),
    );
    const one = await countQueries(`/api/v1/checkout/${small.oid}/`);
    const six = await countQueries(`/api/v1/checkout/${big.oid}/`);
    expect(six.body.orderitem).toHaveLength(6);
    expect(six.body.vendor).toHaveLength(3);
    // The access check's order lookup, then the order, items, coupons and vendors.
    expect(one.count).toBe(5);
    expect(six.count).toBe(one.count);
  });

  it('answers 404 for an unknown order and 400 for something that is not an order id', async () => {
    expect((await t.app.inject('/api/v1/checkout/abcdefgh12345678/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/checkout/DROP%20TABLE/')).statusCode).toBe(400);
  });
});
