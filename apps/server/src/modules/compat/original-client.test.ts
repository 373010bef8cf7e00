import { CART_MESSAGES, type CartSummary, ORDER_CREATED_MESSAGE, PAYMENT_MESSAGES } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { SHIPPING } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  clickHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../payments/simulators/test-simulators.ts';

/**
 * A client written for the original Django API, driven with the exact strings it sends
 * (API-NOTES.md "What clients of the original family actually send"): JSON bodies whose values
 * are all strings, "undefined" for what it does not know, "No Size"/"No Color" from cards, paths
 * without the trailing slash, a plain form POST to start a card payment, and the result page's
 * `payment-success/undefined/` with the order id in the body. It is served from CLIENT.
 */
const CLIENT = 'http://localhost:5173';

let sims: TestSimulators;
let t: TestApp;
let queries = 0;
let sized: { id: number; slug: string };
let category: { id: number };

beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: { ...sims.env, CORS_ORIGINS: CLIENT }, onQuery: () => queries++ });
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  category = await createCategory(t.db, { title: 'Wire Phones' });
  sized = await createProduct(t.db, {
    vendorId: shop.id,
    categoryId: category.id,
    price: 1_234_50,
    shippingAmount: 100_00,
    sizes: [{ name: '128GB' }, { name: '256GB', price: 1_500_00 }],
    colors: [
      { name: 'Graphite', colorCode: '#333' },
      { name: 'Silver', colorCode: '#ccc' },
    ],
  });
  for (let i = 0; i < 4; i++) await createProduct(t.db, { vendorId: shop.id, categoryId: category.id });
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

let cartSeq = 0;
const newCart = () => `WIRE${String(++cartSeq).padStart(6, '0')}${'x'.repeat(20)}`;

/** JSON as the client sends it: every value a string. */
const postJson = (url: string, body: Record<string, string>, origin = CLIENT) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { origin, 'content-type': 'application/json' },
  });

/** The client's add-to-cart from a list card: no choice made, no position, a guest. */
const addFromCard = (cartId: string) =>
  postJson('/api/v1/cart-view', {
    product_id: String(sized.id),
    user_id: 'undefined',
    qty: '1',
    price: '1234.50',
    shipping_amount: '100.00',
    country: 'undefined',
    size: 'No Size',
    color: 'No Color',
    cart_id: cartId,
  });

/** A guest's order of one phone, made as the client makes it; answers its oid. */
async function guestOrder(): Promise<string> {
  const cartId = newCart();
  expect((await addFromCard(cartId)).statusCode).toBe(201);
  const res = await postJson('/api/v1/create-order', { ...SHIPPING, cart_id: cartId, user_id: 'undefined' });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(ORDER_CREATED_MESSAGE);
  return res.json().order_oid;
}

describe('the cart, as the original client fills it', () => {
  it('adds a card’s "No Size"/"No Color" as the first size and colour, from string-valued JSON', async () => {
    const cartId = newCart();
    const first = await addFromCard(cartId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: CART_MESSAGES.created });
    const again = await addFromCard(cartId);
    expect(again.json()).toEqual({ message: CART_MESSAGES.updated });
    for (const url of [`/api/v1/cart-list/${cartId}`, `/api/cart-list/${cartId}/`]) {
      const lines = await t.app.inject(url);
      expect(lines.statusCode, url).toBe(200);
      expect(lines.json()).toMatchObject([{ qty: 1, size: '128GB', color: 'Graphite', price: '1234.50' }]);
    }
  });

  it('answers cart-detail totals as JSON numbers the client can call toFixed on', async () => {
    const cartId = newCart();
    await addFromCard(cartId);
    const res = await t.app.inject({ url: `/api/v1/cart-detail/${cartId}`, headers: { origin: CLIENT } });
    expect(res.statusCode).toBe(200);
    // The raw text: numbers, not quoted decimals.
    expect(res.body).toMatch(/"sub_total":1234\.5[,}]/);
    const totals = res.json() as Record<string, unknown>;
    for (const key of ['sub_total', 'shipping', 'tax', 'service_fee', 'total'])
      expect(typeof totals[key], key).toBe('number');
    const { sub_total, shipping, tax, service_fee, total } = totals as CartSummary;
    expect(shipping).toBe(100);
    expect((sub_total + shipping + tax + service_fee).toFixed(2)).toBe(total.toFixed(2));
  });
});

describe('product cards, as the original client reads them', () => {
  const cardOf = (cards: { id: number }[]) => cards.find((c) => c.id === sized.id);

  /** Lists as the client calls them; the category is known only once the data is made. */
  const LISTS: Record<string, () => string> = {
    products: () => '/api/v1/products',
    'products under /api/': () => '/api/products/?page_size=100',
    search: () => `/api/v1/search?category=${category.id}`,
  };

  it.each(Object.keys(LISTS))('carry the size and colour arrays of the product page: %s', async (name) => {
    const url = LISTS[name]?.() ?? '';
    const detail = (await t.app.inject(`/api/v1/products/${sized.slug}`)).json();
    const card = cardOf((await t.app.inject(url)).json());
    expect(card, url).toBeDefined();
    expect(card).toMatchObject({ size: detail.size, color: detail.color });
    expect(detail.size).toEqual([
      { id: expect.any(Number), name: '128GB', price: null },
      { id: expect.any(Number), name: '256GB', price: '1500.00' },
    ]);
    expect(detail.color.map((c: { name: string }) => c.name)).toEqual(['Graphite', 'Silver']);
  });

  it('fetches them in one batch: a page of one card costs the queries of a full page', async () => {
    const count = async (url: string) => {
      queries = 0;
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      return { queries, cards: res.json().length };
    };
    for (const list of ['/api/v1/products/?', `/api/v1/search/?category=${category.id}&`]) {
      const one = await count(`${list}page_size=1`);
      const all = await count(`${list}page_size=100`);
      expect(one.cards).toBe(1);
      expect(all.cards).toBe(5);
      expect(all.queries, list).toBe(one.queries);
    }
  });
});

describe('card payment, as the original client starts and finishes it', () => {
  /** The browser's own form submission: urlencoded, empty, no token, from the client's page. */
  const formPost = (url: string, headers: Record<string, string> = { origin: CLIENT }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('answers the form POST to stripe-checkout with 303 to Stripe, who returns the shopper to the client', async () => {
    const oid = await guestOrder();
    const started = await formPost(`/api/v1/stripe-checkout/${oid}`);
    expect(started.statusCode, started.body).toBe(303);
    const hosted = new URL(String(started.headers.location));
    expect(hosted.origin).toBe(new URL(sims.url).origin);

    const back = await clickHostedPage(await fetch(hosted), 'pay');
    expect(back.origin).toBe(CLIENT);
    expect(back.pathname).toBe(`/payment-success/${oid}/`);
    const sessionId = back.searchParams.get('session_id');
    expect(sessionId).toBeTruthy();

    // The client's result page: the oid in the body, "undefined" in the path.
    const confirmed = await postJson('/api/v1/payment-success/undefined/', {
      order_oid: oid,
      session_id: sessionId ?? '',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'success', message: PAYMENT_MESSAGES.paid });
    const again = await postJson('/api/v1/payment-success/undefined', {
      order_oid: oid,
      session_id: sessionId ?? '',
    });
    expect(again.json()).toEqual({ status: 'info', message: PAYMENT_MESSAGES.alreadyPaid });
  });

  it('keeps the JSON answer for JSON callers of stripe-checkout, GET and POST', async () => {
    const oid = await guestOrder();
    const get = await t.app.inject(`/api/v1/stripe-checkout/${oid}/`);
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json().url).toMatch(/^http/);
    const post = await postJson(`/api/stripe-checkout/${oid}/`, {});
    expect(post.statusCode, post.body).toBe(200);
    expect(new URL(post.json().url).origin).toBe(new URL(sims.url).origin);
  });

  it('returns the shopper to the Referer’s origin when listed, and to Pasal for any other origin', async () => {
    const backFrom = async (headers: Record<string, string>) => {
      const oid = await guestOrder();
      const started = await formPost(`/api/v1/stripe-checkout/${oid}/`, headers);
      expect(started.statusCode, started.body).toBe(303);
      return clickHostedPage(await fetch(String(started.headers.location)), 'cancel');
    };
    expect((await backFrom({ referer: `${CLIENT}/checkout/abc/` })).origin).toBe(CLIENT);
    const pasal = new URL(t.config.publicUrl).origin;
    expect((await backFrom({ origin: 'https://evil.example' })).origin).toBe(pasal);
    expect((await backFrom({ referer: 'https://evil.example/checkout/' })).origin).toBe(pasal);
    // An unlisted Origin is not rescued by a listed Referer: Origin speaks first.
    expect((await backFrom({ origin: 'https://evil.example', referer: `${CLIENT}/x` })).origin).toBe(pasal);
    expect((await backFrom({})).origin).toBe(pasal);
  });

  it('returns a PayPal shopper to the client too', async () => {
    const oid = await guestOrder();
    const started = await postJson(`/api/v1/paypal-checkout/${oid}`, {});
    expect(started.statusCode, started.body).toBe(200);
    const back = await clickHostedPage(await fetch(started.json().url), 'pay');
    expect(back.origin).toBe(CLIENT);
    expect(back.pathname).toBe(`/payment-success/${oid}/`);
  });

  it('answers 404 JSON when the path says undefined and the body names no order', async () => {
    const bodies: Record<string, string>[] = [{}, { order_oid: 'undefined' }, { order_oid: '' }];
    for (const body of bodies) {
      const res = await postJson('/api/v1/payment-success/undefined/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
