import { MAX_LINE_QTY } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_CART_LINES } from './cart.service.ts';

/**
 * One cart line per owner, product, size and colour, and at most MAX_CART_LINES lines, however
 * many adds arrive at once. Proven on PostgreSQL; PGlite runs one statement at a time.
 */
let t: TestApp;
let shop: { id: number };
let cartSeq = 0;
const newCart = () => `RACE${String(++cartSeq).padStart(26, 'B')}`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart-view/', payload: body, headers });

describe.skipIf(!process.env.DATABASE_URL)('cart lines under concurrency (PostgreSQL)', () => {
  it('makes one line of twenty pairs of identical adds, signed in or as a guest', async () => {
    const product = await createProduct(t.db, { vendorId: shop.id, stockQty: 500 });
    for (let pair = 0; pair < 20; pair++) {
      const shopper = await createUser(t.db);
      const headers = await t.bearer({ user_id: shopper.id });
      // Two devices of one shopper, and one guest cart, each adding twice at the same moment.
      const guestCart = newCart();
      const [deviceA, deviceB] = [newCart(), newCart()];
      const answers = await Promise.all([
        add({ product_id: product.id, qty: 3, cart_id: deviceA, user_id: shopper.id }, headers),
        add({ product_id: product.id, qty: 3, cart_id: deviceB, user_id: shopper.id }, headers),
        add({ product_id: product.id, qty: 2, cart_id: guestCart }),
        add({ product_id: product.id, qty: 2, cart_id: guestCart }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id))).toHaveLength(1);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, guestCart))).toHaveLength(1);
    }
  });

  it(`holds a cart to ${MAX_CART_LINES} lines when ${MAX_CART_LINES + 22} adds arrive at once`, async () => {
    const products = [];
    for (let i = 0; i < MAX_CART_LINES + 22; i++)
      products.push(await createProduct(t.db, { vendorId: shop.id }));
    const shopper = await createUser(t.db);
    const headers = await t.bearer({ user_id: shopper.id });
    const cart = newCart();
    const answers = await Promise.all(
      products.map((p) => add({ product_id: p.id, qty: 1, cart_id: cart, user_id: shopper.id }, headers)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_CART_LINES);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(22);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id))).toHaveLength(
      MAX_CART_LINES,
    );
  });
});

describe('merging a guest cart at sign-in', () => {
  it('keeps one line per product, within the line limit and the cart cap', async () => {
    const shopper = await createUser(t.db);
    const headers = await t.bearer({ user_id: shopper.id });
    const product = await createProduct(t.db, { vendorId: shop.id, stockQty: 500 });
    const cart = newCart();
    expect(
      (await add({ product_id: product.id, qty: 90, cart_id: newCart(), user_id: shopper.id }, headers))
        .statusCode,
    ).toBe(201);
    expect((await add({ product_id: product.id, qty: 50, cart_id: cart })).statusCode).toBe(201);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wishlist/merge/',
      payload: { cart_id: cart, user_id: shopper.id },
      headers,
    });
    expect(merged.statusCode, merged.body).toBeLessThan(300);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(lines.map((l) => l.qty)).toEqual([MAX_LINE_QTY]);
  });
});
