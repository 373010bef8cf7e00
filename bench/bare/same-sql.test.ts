import { CART_MESSAGES, MAX_LINE_QTY } from '@pasal/domain';
import {
  DEFAULT_SEARCH_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  SESSION_SETTINGS,
  WORD_SIMILARITY_THRESHOLD,
} from '@pasal/server/src/db/client.ts';
import { MAX_CART_LINES } from '@pasal/server/src/modules/cart/cart.service.ts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from './database.ts';
import * as limits from './limits.ts';
import { type Answer, openBothOnDemo } from './pasal-in-process.ts';

/**
 * What keeps bench:compare honest: for every benchmarked request, the bare server runs the very
 * statements Pasal runs (text with whitespace collapsed, and values) and answers the same status,
 * JSON and totals. When Pasal's SQL changes, this fails and names the statement to follow
 * (bare/catalogue-sql.ts, card-parts-sql.ts, search-sql.ts, cart-sql.ts). PostgreSQL only: the bare server is.
 */
const url = process.env.DATABASE_URL;

let both: Awaited<ReturnType<typeof openBothOnDemo>>;

/** Values a request makes differently on each side (its own cart, the time), as placeholders. */
type Stand = Map<unknown, string>;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

function normalised(statements: Statement[], stand: Stand) {
  return statements
    .map(({ text, values }) => ({
      text: text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim(),
      values: values.map((v) => (typeof v === 'string' && ISO_TIME.test(v) ? '<now>' : (stand.get(v) ?? v))),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const TOTALS = ['x-total-count', 'x-total-count-exact'];

/** Sends `request` to Pasal, then to the bare server; expects the same statements and answer. */
async function expectSame(
  request: InjectOptions | ((side: 'pasal' | 'bare') => InjectOptions),
  stands: { pasal: Stand; bare: Stand } = { pasal: new Map(), bare: new Map() },
): Promise<Answer> {
  const of = (name: 'pasal' | 'bare') => (typeof request === 'function' ? request(name) : request);
  const pasal = await both.pasal.request(of('pasal'));
  const bare = await both.bare.request(of('bare'));
  expect(pasal.statements.length).toBeGreaterThan(0);
  expect(normalised(bare.statements, stands.bare)).toEqual(normalised(pasal.statements, stands.pasal));
  expect(bare.status).toBe(pasal.status);
  expect(bare.body).toEqual(pasal.body);
  for (const header of TOTALS) expect(bare.headers[header], header).toBe(pasal.headers[header]);
  return pasal;
}

describe.skipIf(!url?.startsWith('postgres'))('the bare server runs Pasal’s SQL and answers its JSON', () => {
  // The demo seed draws its pictures too.
  beforeAll(async () => {
    both = await openBothOnDemo(url ?? '');
  }, 180_000);
  afterAll(async () => {
    await both?.close();
  });

  it('works with the numbers Pasal works with', () => {
    expect(limits.MAX_CART_LINES).toBe(MAX_CART_LINES);
    expect(limits.MAX_LINE_QTY).toBe(MAX_LINE_QTY);
    expect(limits.SEARCH_TIMEOUT_MS).toBe(DEFAULT_SEARCH_TIMEOUT_MS);
    expect(limits.STATEMENT_TIMEOUT_MS).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(limits.WORD_SIMILARITY_THRESHOLD).toBe(WORD_SIMILARITY_THRESHOLD);
    expect(limits.SESSION_SETTINGS).toEqual(SESSION_SETTINGS);
    expect(Object.keys(CART_MESSAGES).sort()).toEqual(['created', 'updated']);
  });

  it('categories', async () => {
    await expectSame({ url: '/api/v1/category/' });
  });

  it('product list: counted once, then the total reused; later pages; past the end', async () => {
    const first = await expectSame({ url: '/api/v1/products/' });
    expect(first.statements.some((s) => s.text.startsWith('select count(*)'))).toBe(true);
    const again = await expectSame({ url: '/api/v1/products/' });
    expect(again.statements.some((s) => s.text.startsWith('select count(*)'))).toBe(false);
    await expectSame({ url: '/api/v1/products/?page=3' });
    await expectSame({ url: '/api/v1/products/?page=50&page_size=12' });
  });

  it('product detail, and a product that does not exist', async () => {
    const detail = await expectSame({ url: '/api/v1/products/macbook-pro-m2/' });
    expect((detail.body as { gallery: unknown[] }).gallery.length).toBeGreaterThan(0);
    const missing = await expectSame({ url: '/api/v1/products/no-such-product/' });
    expect(missing.status).toBe(404);
  });

  it.each([
    'laptop',
    'samsng',
    'nepal',
    'samsung galaxy phone',
    'gaming laptop',
    'zzqxjv',
    'nepal&page=2',
    'nepal&page=50',
    'laptop&category=1&min_price=100000&in_stock=true&sort=price_asc',
    'watch&sort=rating',
    '&category=1&min_price=20000&max_price=200000&in_stock=true&sort=price_desc',
  ])('search ?query=%s', async (query) => {
    const answer = await expectSame({ url: `/api/v1/search/?query=${query}` });
    expect(answer.status).toBe(200);
  });

  it('add to cart as a guest: a new line, the same line again, a missing and a sold-out product', async () => {
    const cart = { pasal: 'same-sql-pasal-cart', bare: 'same-sql-bare-cart' };
    const stands = {
      pasal: new Map<unknown, string>([
        [cart.pasal, '<cart>'],
        [`cart:${cart.pasal}`, '<cart key>'],
      ]),
      bare: new Map<unknown, string>([
        [cart.bare, '<cart>'],
        [`cart:${cart.bare}`, '<cart key>'],
      ]),
    };
    const add = (body: Record<string, unknown>) => (side: 'pasal' | 'bare') => ({
      method: 'POST' as const,
      url: '/api/v1/cart-view/',
      payload: { cart_id: cart[side], ...body },
    });
    const [inStock] = await both.query<{ id: number }>(
      'select id from products where stock_qty > 2 and status = $$published$$ order by id limit 1',
    );
    const [soldOut] = await both.query<{ id: number }>(
      'select id from products where stock_qty = 0 order by id limit 1',
    );
    expect(inStock && soldOut).toBeTruthy();
    // Line ids far from every other number the statements carry, so each can stand for "the line".
    await both.query(`select setval(pg_get_serial_sequence('cart_items', 'id'), 1000000)`);

    expect((await expectSame(add({ product_id: inStock?.id, qty: 1 }), stands)).status).toBe(201);
    // Each side's line has its own id.
    for (const name of ['pasal', 'bare'] as const) {
      const [line] = await both.query<{ id: number }>(
        `select id from cart_items where cart_id = '${cart[name]}'`,
      );
      stands[name].set(line?.id, '<line>');
    }
    expect((await expectSame(add({ product_id: inStock?.id, qty: 2 }), stands)).status).toBe(200);
    expect((await expectSame(add({ product_id: 2_000_000, qty: 1 }), stands)).status).toBe(404);
    expect((await expectSame(add({ product_id: soldOut?.id, qty: 1 }), stands)).status).toBe(400);
  });
});
