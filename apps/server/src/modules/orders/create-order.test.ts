import { ORDER_CREATED_MESSAGE, stockMessages } from '@pasal/domain';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, orderVendors, products, taxRates } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { fillCart, newCartId, postCreateOrder, SHIPPING } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EMPTY_CART_MESSAGE } from './create-order.service.ts';

let t: TestApp;
let laptop: { id: number; title: string };
let phone: { id: number };
let cable: { id: number };

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_FEE_PERCENT: '10' } });
  const [a, b] = [await createUser(t.db), await createUser(t.db)];
  const shopA = await createVendor(t.db, { userId: a.id });
  const shopB = await createVendor(t.db, { userId: b.id });
  laptop = await createProduct(t.db, { vendorId: shopA.id, price: 150_000_00, shippingAmount: 500_00 });
  phone = await createProduct(t.db, {
    vendorId: shopB.id,
    price: 50_000_00,
    shippingAmount: 200_00,
    sizes: [{ name: '256GB', price: 60_000_00 }],
  });
  cable = await createProduct(t.db, { vendorId: shopB.id, price: 499_50, shippingAmount: 0 });
  await t.db.insert(taxRates).values({ country: 'India', rateBp: 1800 });
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

describe('create-order', () => {
  it('makes the cart a pending order priced from the database, whatever the client sends', async () => {
    const cart = newCartId();
    await fillCart(t, cart, [
      { product_id: laptop.id, qty: 1 },
      { product_id: phone.id, qty: 2, size: '256GB' },
      { product_id: cable.id, qty: 3 },
    ]);
    const form = new URLSearchParams({
      ...SHIPPING,
      cart_id: cart,
      user_id: 'undefined',
      total: '1.00',
      sub_total: '1.00',
      price: '1.00',
      shipping_amount: '0.00',
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-order/',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, order_oid } = res.json();
    expect(message).toBe(ORDER_CREATED_MESSAGE);
    expect(order_oid).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{20}$/);

    const [order] = await t.db.select().from(orders).where(eq(orders.oid, order_oid));
    // 150,000 + 2 × 60,000 + 3 × 499.50 = 271,498.50; shipping 500 + 2 × 200 = 900.
    expect(order).toMatchObject({
      buyerId: null,
      cartId: cart,
      fullName: 'Sita Tamang',
      country: 'Nepal',
      subTotal: 271_498_50,
      shippingAmount: 900_00,
      taxFee: 19_500_00 + 15_600_00 + 194_81,
      serviceFee: 15_000_00 + 12_000_00 + 149_85,
      saved: 0,
      total: 271_498_50 + 900_00 + 35_294_81 + 27_149_85,
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paymentMethod: null,
      stockTakenAt: null,
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0))
      .orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.productId, i.qty, i.size, i.price, i.subTotal, i.shippingAmount])).toEqual([
      [laptop.id, 1, '', 150_000_00, 150_000_00, 500_00],
      [phone.id, 2, '256GB', 60_000_00, 120_000_00, 400_00],
      [cable.id, 3, '', 499_50, 1_498_50, 0],
    ]);
    const vendorsOf = await t.db
      .select()
      .from(orderVendors)
      .where(eq(orderVendors.orderId, order?.id ?? 0));
    expect(vendorsOf).toHaveLength(2);
    // Stock is taken only when the order is paid or placed; the cart stays until then.
    const [laptopRow] = await t.db.select().from(products).where(eq(products.id, laptop.id));
    expect(laptopRow?.stockQty).toBe(25);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart))).toHaveLength(3);
  });

  it("taxes at the shipping country's rate", async () => {
    const cart = newCartId();
    await fillCart(t, cart, [{ product_id: laptop.id, qty: 1 }]);
    const res = await postCreateOrder(t, cart, { shipping: { country: 'India' } });
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, res.json().order_oid));
    expect(order).toMatchObject({ taxFee: 27_000_00, total: 150_000_00 + 500_00 + 27_000_00 + 15_000_00 });
  });

  it("orders a signed-in shopper's own cart, and needs their token", async () => {
    const user = await createUser(t.db);
    const cart = newCartId();
    await fillCart(t, cart, [{ product_id: cable.id, qty: 1 }], user.id);
    const payload = { ...SHIPPING, cart_id: cart, user_id: String(user.id) };
    const url = '/api/create-order/';
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: await t.bearer({ user_id: user.id + 1 }),
    });
    expect(other.statusCode).toBe(403);
    const own = await postCreateOrder(t, 'ANOTHERDEVICE', { userId: user.id });
    expect(own.statusCode, own.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, own.json().order_oid));
    expect(order).toMatchObject({ buyerId: user.id, subTotal: 499_50 });
  });

  it('refuses an empty cart', async () => {
    const before = await orderCount();
    const res = await postCreateOrder(t, newCartId());
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(EMPTY_CART_MESSAGE);
    expect(await orderCount()).toBe(before);
  });

  it('names each product that sold out or is no longer for sale, and writes nothing', async () => {
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    const scarce = await createProduct(t.db, { vendorId: shop.id, stockQty: 3, title: 'Scarce Speaker' });
    const gone = await createProduct(t.db, { vendorId: shop.id, title: 'Gone Gadget' });
    const cart = newCartId();
    await fillCart(t, cart, [
      { product_id: scarce.id, qty: 3 },
      { product_id: gone.id, qty: 1 },
    ]);
    await t.db.update(products).set({ stockQty: 2 }).where(eq(products.id, scarce.id));
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, gone.id));
    const before = await orderCount();
    const res = await postCreateOrder(t, cart);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.items).toEqual([
      stockMessages.onlyLeft('Scarce Speaker', 2),
      stockMessages.outOfStock('Gone Gadget'),
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('needs every shipping field (spec §5)', async () => {
    const cart = newCartId();
    await fillCart(t, cart, [{ product_id: cable.id, qty: 1 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-order/',
      payload: { ...SHIPPING, city: '  ', mobile: 'abc', cart_id: cart },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['city', 'mobile']);
  });
});
