import { COUNTRY_MESSAGE } from '@pasal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, profiles, taxRates } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { registerShopper } from '../../test/accounts.ts';
import { fillCart, newCartId, postCreateOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 15: tax follows the country's entry in the closed list, never the spelling. Each of
 * these ships to Kathmandu and so pays Nepal's 13% VAT, and is stored as "Nepal".
 */
const NEPAL_SPELLINGS = ['NP', 'Nepal.', 'नेपाल', 'Nepal\u200B', ' nepal '];

let t: TestApp;
let speaker: { id: number };

beforeAll(async () => {
  t = await createTestApp({ env: { SERVICE_FEE_PERCENT: '10' } });
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id });
  speaker = await createProduct(t.db, { vendorId: shop.id, price: 1_000_00, shippingAmount: 0 });
  await t.db.insert(taxRates).values({ country: 'India', rateBp: 1800 });
});
afterAll(() => t.close());

/** A guest cart of one speaker (Rs. 1,000), its line stored for `country`. */
async function cartFor(country: string) {
  const cart = newCartId();
  await fillCart(t, cart, [{ product_id: speaker.id, qty: 1 }]);
  await t.db.update(cartItems).set({ country }).where(eq(cartItems.cartId, cart));
  return cart;
}

const detail = (cart: string, country: string) =>
  t.app.inject(`/api/v1/cart-detail/${cart}/?country=${encodeURIComponent(country)}`);

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('country by entry, not by spelling', () => {
  it.each(NEPAL_SPELLINGS)('cart-detail?country=%j taxes at Nepal’s 13%', async (spelling) => {
    const cart = await cartFor('India');
    const res = await detail(cart, spelling);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sub_total: 1000, tax: 130, total: 1230 });
  });

  it.each(NEPAL_SPELLINGS)('create-order with country %j stores "Nepal" and taxes 13%', async (spelling) => {
    const cart = await cartFor('India');
    const res = await postCreateOrder(t, cart, { shipping: { country: spelling } });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, res.json().order_oid));
    expect(order).toMatchObject({ country: 'Nepal', subTotal: 1_000_00, taxFee: 130_00 });
  });

  it.each(NEPAL_SPELLINGS)('cart-view with country %j stores the line for "Nepal"', async (spelling) => {
    const cart = newCartId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      payload: {
        product_id: String(speaker.id),
        qty: '1',
        cart_id: cart,
        user_id: 'undefined',
        country: spelling,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart));
    expect(line?.country).toBe('Nepal');
  });

  it('taxes a line stored under another spelling of Nepal before the list existed', async () => {
    const cart = await cartFor('NP');
    expect((await t.app.inject(`/api/v1/cart-detail/${cart}/`)).json()).toMatchObject({ tax: 130 });
  });

  it('refuses a country that is not on the list with a field message, storing nothing', async () => {
    const cart = await cartFor('Nepal');
    const priced = await detail(cart, 'Narnia');
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual({ country: [COUNTRY_MESSAGE] });

    const before = await orderCount();
    const ordered = await postCreateOrder(t, cart, { shipping: { country: 'Narnia' } });
    expect(ordered.statusCode).toBe(400);
    expect(ordered.json()).toMatchObject({
      errors: { country: [COUNTRY_MESSAGE] },
      country: [COUNTRY_MESSAGE],
    });
    expect(await orderCount()).toBe(before);

    const other = newCartId();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart-view/',
      payload: { product_id: speaker.id, qty: 1, cart_id: other, country: 'Narnia' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({ country: [COUNTRY_MESSAGE] });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, other))).toEqual([]);
  });

  it('takes "undefined" or an empty country as not given where the field is optional (API-NOTES.md)', async () => {
    for (const country of ['undefined', '']) {
      const cart = newCartId();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart-view/',
        payload: { product_id: String(speaker.id), qty: '1', cart_id: cart, country },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [line] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart));
      expect(line?.country).toBe('Nepal');
      expect((await detail(cart, country)).json()).toMatchObject({ tax: 130 });
    }
  });

  it('stores the profile’s country as its entry’s name and refuses one not on the list', async () => {
    const shopper = await registerShopper(t);
    const patch = (country: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/user/profile/${shopper.userId}/`,
        headers: shopper.auth,
        payload: { country },
      });
    const saved = await patch('नेपाल');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ country: 'Nepal' });
    const refused = await patch('Narnia');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ country: [COUNTRY_MESSAGE] });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, shopper.userId));
    expect(profile?.country).toBe('Nepal');
  });
});
