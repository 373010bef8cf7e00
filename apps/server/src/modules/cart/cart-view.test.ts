import { CART_MESSAGES, MAX_LINE_QTY } from '@pasal/domain';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_CART_LINES } from './cart.service.ts';

let t: TestApp;
let shop: { id: number };
let plain: { id: number };
let phone: { id: number };
let lastTwo: { id: number };
let soldOut: { id: number };
let shopper: { id: number };
let cartSeq = 0;
/** A fresh 30-character guest cart id per test. */
const newCart = () => `CART${String(++cartSeq).padStart(26, 'A')}`;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id, name: 'Biratnagar Bazaar' });
  plain = await createProduct(t.db, { vendorId: shop.id, price: 2_500_00 });
  phone = await createProduct(t.db, {
    vendorId: shop.id,
    price: 50_000_00,
    sizes: [{ name: '128GB' }, { name: '256GB', price: 60_000_00 }],
    colors: [
      { name: 'Black', colorCode: '#000' },
      { name: 'Blue', colorCode: '#00f' },
    ],
  });
  lastTwo = await createProduct(t.db, { vendorId: shop.id, stockQty: 2 });
  soldOut = await createProduct(t.db, { vendorId: shop.id, stockQty: 0 });
  shopper = await createUser(t.db);
});
afterAll(() => t.close());

async function add(body: Record<string, unknown> | string, userId?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cart-view/',
    payload: body,
    headers: {
      ...(userId ? await t.bearer({ user_id: userId }) : {}),
      ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
  });
}

const linesOf = (where: SQL | undefined) =>
  t.db.select().from(cartItems).where(where).orderBy(asc(cartItems.id));

describe('add to cart', () => {
  it('adds a line from the spec’s form, ignoring the client’s price, and cart-list prices it', async () => {
    const cart = newCart();
    const form = `product_id=${plain.id}&user_id=undefined&qty=2&price=1.00&shipping_amount=0.00&country=Nepal&size=&color=&cart_id=${cart}`;
    const res = await add(form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: CART_MESSAGES.created });
    const list = await t.app.inject(`/api/v1/cart-list/${cart}/`);
    expect(list.json()).toMatchObject([
      { qty: 2, size: '', color: '', price: '2500.00', sub_total: '5000.00' },
    ]);
  });

  it('sets (not adds) the quantity of an existing line: 200 Cart Updated Successfully', async () => {
    const cart = newCart();
    await add({ product_id: plain.id, qty: 1, cart_id: cart, user_id: '0' });
    const again = await add({ product_id: plain.id, qty: 4, cart_id: cart, country: 'India' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: CART_MESSAGES.updated });
    expect(await linesOf(eq(cartItems.cartId, cart))).toMatchObject([
      { qty: 4, country: 'India', userId: null },
    ]);
  });

  it('takes the first size and colour when none is chosen, as the product page preselects them', async () => {
    const cart = newCart();
    // Every spelling of "no choice" a client sends: absent, blank, "undefined", "null", the original's cards'.
    const unchosen = [
      {},
      { size: '', color: ' ' },
      { size: 'undefined', color: 'null' },
      { size: 'No Size', color: 'No Color' },
    ];
    for (const [i, choice] of unchosen.entries()) {
      const res = await add({ product_id: phone.id, qty: i + 1, cart_id: cart, ...choice });
      expect(res.statusCode, res.body).toBe(i === 0 ? 201 : 200);
    }
    expect(await linesOf(eq(cartItems.cartId, cart))).toMatchObject([
      { size: '128GB', color: 'Black', qty: 4 },
    ]);
    await t.db.delete(cartItems).where(eq(cartItems.cartId, cart));
    const colour = await add({
      product_id: phone.id,
      qty: 1,
      cart_id: cart,
      size: '256GB',
      color: 'No Color',
    });
    expect(colour.statusCode).toBe(201);
    expect(await linesOf(eq(cartItems.cartId, cart))).toMatchObject([{ size: '256GB', color: 'Black' }]);
    await t.db.delete(cartItems).where(eq(cartItems.cartId, cart));

    const unknown = await add({ product_id: phone.id, qty: 1, cart_id: cart, size: '1TB', color: 'Black' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ size: ['"1TB" is not a size of this product.'] });
    expect(await linesOf(eq(cartItems.cartId, cart))).toEqual([]);

    expect(
      (await add({ product_id: phone.id, qty: 1, cart_id: cart, size: '128GB', color: 'Black' })).statusCode,
    ).toBe(201);
    expect(
      (await add({ product_id: phone.id, qty: 1, cart_id: cart, size: '256GB', color: 'Black' })).statusCode,
    ).toBe(201);
    const list = await t.app.inject(`/api/v1/cart-list/${cart}/`);
    expect(list.json().map((l: { size: string; price: string }) => [l.size, l.price])).toEqual([
      ['128GB', '50000.00'],
      ['256GB', '60000.00'],
    ]);
  });

  it('refuses what is out of stock or beyond the stock, and bad quantities', async () => {
    const cart = newCart();
    const none = await add({ product_id: soldOut.id, qty: 1, cart_id: cart });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('This product is out of stock');
    const three = await add({ product_id: lastTwo.id, qty: 3, cart_id: cart });
    expect(three.statusCode).toBe(400);
    expect(three.json().errors).toEqual({ qty: ['Only 2 left in stock'] });
    expect((await add({ product_id: lastTwo.id, qty: 2, cart_id: cart })).statusCode).toBe(201);
    for (const qty of [0, 'abc', MAX_LINE_QTY + 1]) {
      const res = await add({ product_id: plain.id, qty, cart_id: cart });
      expect(res.statusCode, String(qty)).toBe(400);
      expect(res.json().errors).toHaveProperty('qty');
    }
  });

  it('answers 404 JSON for unknown, unpublished and closed-shop products', async () => {
    const closedOwner = await createUser(t.db);
    const closed = await createVendor(t.db, { userId: closedOwner.id, active: false });
    const closedProduct = await createProduct(t.db, { vendorId: closed.id });
    const draft = await createProduct(t.db, { vendorId: shop.id, status: 'draft' });
    for (const id of [999_999, draft.id, closedProduct.id]) {
      const res = await add({ product_id: id, qty: 1, cart_id: newCart() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Product not found.' });
    }
  });

  it('needs the token of a user_id it is sent (401 without, 403 for another)', async () => {
    const body = { product_id: plain.id, qty: 1, cart_id: newCart(), user_id: String(shopper.id) };
    expect((await add(body)).statusCode).toBe(401);
    expect((await add(body, shopper.id + 100)).statusCode).toBe(403);
    expect((await add({ ...body, cart_id: undefined }, shopper.id)).statusCode).toBe(400);
  });

  it("finds a signed-in user's line by user id, whatever device added it", async () => {
    const user = await createUser(t.db);
    const laptop = newCart();
    const phoneCart = newCart();
    expect(
      (await add({ product_id: plain.id, qty: 1, cart_id: laptop, user_id: user.id }, user.id)).statusCode,
    ).toBe(201);
    const other = await add({ product_id: plain.id, qty: 3, cart_id: phoneCart, user_id: user.id }, user.id);
    expect(other.statusCode).toBe(200);
    expect(await linesOf(eq(cartItems.userId, user.id))).toMatchObject([{ qty: 3, cartId: laptop }]);
    const list = await t.app.inject({
      url: `/api/v1/cart-list/${phoneCart}/${user.id}/`,
      headers: await t.bearer({ user_id: user.id }),
    });
    expect(list.json()).toMatchObject([{ qty: 3, price: '2500.00' }]);
  });

  it('claims a guest line of the same cart id for the user who signed in on that device', async () => {
    const user = await createUser(t.db);
    const cart = newCart();
    await add({ product_id: plain.id, qty: 1, cart_id: cart });
    const res = await add({ product_id: plain.id, qty: 2, cart_id: cart, user_id: user.id }, user.id);
    expect(res.statusCode).toBe(200);
    expect(await linesOf(eq(cartItems.cartId, cart))).toMatchObject([{ userId: user.id, qty: 2 }]);
  });

  it('lets a guest add what a signed-out account left in this cart id, keeping that account’s line', async () => {
    const user = await createUser(t.db);
    const cart = newCart();
    await add({ product_id: plain.id, qty: 5, cart_id: cart, user_id: user.id }, user.id);
    const guest = await add({ product_id: plain.id, qty: 1, cart_id: cart });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(await linesOf(and(eq(cartItems.cartId, cart), isNull(cartItems.userId)))).toMatchObject([
      { qty: 1 },
    ]);
    // The account's line is keyed by its user, so it keeps the device's cart id beside the guest's.
    expect(await linesOf(eq(cartItems.userId, user.id))).toMatchObject([{ qty: 5, cartId: cart }]);
    const theirs = await t.app.inject({
      url: `/api/v1/cart-list/${cart}/${user.id}/`,
      headers: await t.bearer({ user_id: user.id }),
    });
    expect(theirs.json()).toMatchObject([{ qty: 5 }]);
  });

  it(`holds at most ${MAX_CART_LINES} lines`, async () => {
    const cart = newCart();
    const many = await Promise.all(
      Array.from({ length: MAX_CART_LINES }, (_, i) =>
        createProduct(t.db, { vendorId: shop.id, slug: `bulk-${i}` }),
      ),
    );
    await t.db.insert(cartItems).values(many.map((p) => ({ cartId: cart, productId: p.id, qty: 1 })));
    const full = await add({ product_id: plain.id, qty: 1, cart_id: cart });
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toMatch(/at most 100 different items/);
    // Changing the quantity of a line already there still works.
    expect((await add({ product_id: many[0]?.id, qty: 2, cart_id: cart })).statusCode).toBe(200);
  });
});
