import { paisaToDecimal } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, taxRates } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { postCreateOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CART_ITEM_REMOVED } from './cart-detail.routes.ts';

let t: TestApp;
let plain: { id: number };
let phone: { id: number };
let shopper: { id: number };
let cartSeq = 0;
const newCart = () => `DETAIL${String(++cartSeq).padStart(24, 'A')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_FEE_PERCENT: '10' } });
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id });
  plain = await createProduct(t.db, { vendorId: shop.id, price: 2_500_00, shippingAmount: 100_00 });
  phone = await createProduct(t.db, {
    vendorId: shop.id,
    price: 50_000_00,
    shippingAmount: 250_00,
    sizes: [{ name: '128GB' }, { name: '256GB', price: 60_000_00 }],
  });
  shopper = await createUser(t.db);
  await t.db.insert(taxRates).values([
    { country: 'India', rateBp: 1800 },
    { country: 'Bhutan', rateBp: 500, active: false },
  ]);
});
afterAll(() => t.close());

/** Adds through the real cart-view call, sending a price and shipping the server must ignore. */
async function add(cart: string, body: Record<string, unknown>, userId?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart-view/',
    payload: {
      cart_id: cart,
      price: '1.00',
      shipping_amount: '0.00',
      ...body,
      ...(userId ? { user_id: userId } : {}),
    },
    headers: userId ? await t.bearer({ user_id: userId }) : {},
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('cart-detail', () => {
  it('prices the cart from the database: size price, shipping × qty, Nepal VAT, service fee', async () => {
    const cart = newCart();
    await add(cart, { product_id: plain.id, qty: 2, country: 'Nepal' });
    await add(cart, { product_id: phone.id, qty: 1, size: '256GB', country: 'Nepal' });
    await add(cart, { product_id: phone.id, qty: 3, size: '128GB', country: 'Nepal' });
    const res = await t.app.inject(`/api/cart-detail/${cart}/`);
    expect(res.statusCode, res.body).toBe(200);
    // 2 × 2,500 + 1 × 60,000 + 3 × 50,000 = 215,000; shipping 2 × 100 + 4 × 250 = 1,200.
    expect(res.json()).toEqual({
      sub_total: 215000,
      shipping: 1200,
      tax: 27950,
      service_fee: 21500,
      total: 265650,
    });
  });

  it("taxes at the destination's rate from tax_rates; a country without an active row pays none", async () => {
    const india = newCart();
    await add(india, { product_id: plain.id, qty: 1, country: 'india' });
    expect((await t.app.inject(`/api/v1/cart-detail/${india}/`)).json()).toMatchObject({
      sub_total: 2500,
      tax: 450,
      total: 3300,
    });
    for (const country of ['Bhutan', 'Japan']) {
      const cart = newCart();
      await add(cart, { product_id: plain.id, qty: 1, country });
      expect((await t.app.inject(`/api/v1/cart-detail/${cart}/`)).json()).toMatchObject({
        tax: 0,
        total: 2850,
      });
    }
  });

  it('taxes for the country the shopper has typed, as the order will be priced', async () => {
    const cart = newCart();
    await add(cart, { product_id: plain.id, qty: 1, country: 'Nepal' });
    const typed = (country: string) =>
      t.app.inject(`/api/v1/cart-detail/${cart}/?country=${encodeURIComponent(country)}`);
    expect((await typed('India')).json()).toMatchObject({ tax: 450, total: 3300 });
    expect((await typed('Japan')).json()).toMatchObject({ tax: 0, total: 2850 });
    expect((await typed('Atlantis')).statusCode).toBe(400);
    // The same as create-order charges for that country.
    const order = await postCreateOrder(t, cart, { shipping: { country: 'India' } });
    const { order_oid } = order.json();
    const [placed] = await t.db.select().from(orders).where(eq(orders.oid, order_oid));
    expect(paisaToDecimal(placed?.total ?? 0)).toBe('3300.00');
    expect((await typed('x'.repeat(101))).statusCode).toBe(400);
  });

  it('answers zeros for an empty cart', async () => {
    const res = await t.app.inject(`/api/v1/cart-detail/${newCart()}/`);
    expect(res.json()).toEqual({
      sub_total: 0,
      shipping: 0,
      tax: 0,
      service_fee: 0,
      total: 0,
    });
  });

  it("prices a signed-in shopper's own lines, only for that shopper", async () => {
    const cart = newCart();
    await add(cart, { product_id: plain.id, qty: 1 }, shopper.id);
    await add(cart, { product_id: plain.id, qty: 5 });
    const url = `/api/v1/cart-detail/${cart}/${shopper.id}/`;
    const mine = await t.app.inject({ url, headers: await t.bearer({ user_id: shopper.id }) });
    expect(mine.json()).toMatchObject({ sub_total: 2500 });
    expect((await t.app.inject(url)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url, headers: await t.bearer({ user_id: shopper.id + 1 }) })).statusCode,
    ).toBe(403);
  });
});

describe('cart-delete', () => {
  it("removes the caller's own line and never someone else's", async () => {
    const mine = newCart();
    const theirs = newCart();
    await add(mine, { product_id: plain.id, qty: 1 });
    await add(theirs, { product_id: plain.id, qty: 1 });
    const [myLine] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, mine));
    const [theirLine] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, theirs));
    if (!myLine || !theirLine) throw new Error('lines not added');

    const wrong = await t.app.inject({ method: 'DELETE', url: `/api/cart-delete/${mine}/${theirLine.id}/` });
    expect(wrong.statusCode).toBe(404);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, theirLine.id))).toHaveLength(1);

    const right = await t.app.inject({ method: 'DELETE', url: `/api/v1/cart-delete/${mine}/${myLine.id}/` });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: CART_ITEM_REMOVED });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, myLine.id))).toEqual([]);
  });

  it("removes a signed-in shopper's line by user id, and a guest call cannot reach it", async () => {
    const user = await createUser(t.db);
    const cart = newCart();
    await add(cart, { product_id: phone.id, qty: 1, size: '128GB' }, user.id);
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    if (!line) throw new Error('line not added');
    const asGuest = await t.app.inject({ method: 'DELETE', url: `/api/cart-delete/${cart}/${line.id}/` });
    expect(asGuest.statusCode).toBe(404);
    const url = `/api/cart-delete/${cart}/${line.id}/${user.id}/`;
    const other = await t.app.inject({
      method: 'DELETE',
      url,
      headers: await t.bearer({ user_id: user.id + 1 }),
    });
    expect(other.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'DELETE', url, headers: await t.bearer({ user_id: user.id }) });
    expect(own.statusCode).toBe(200);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });
});
