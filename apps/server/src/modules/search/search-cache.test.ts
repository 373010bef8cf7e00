import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { appsRememberingAndNot, type RememberingAndNot } from '../../test/remembering-apps.ts';
import type { TestApp } from '../../test/test-app.ts';

let apps: RememberingAndNot;
let cached: TestApp;
let uncached: TestApp;
let router: { id: number };

const ROUTERS = '/api/v1/search/?query=router';
/** How many statements since `from` ranked a search. */
const ranked = (from: number) => apps.statements.slice(from).filter((s) => s.includes('"candidates"')).length;

beforeAll(async () => {
  apps = await appsRememberingAndNot({ SEARCH_CACHE_SECONDS: '300' });
  ({ remembering: cached, plain: uncached } = apps);
  const shop = await createVendor(cached.db, { userId: (await createUser(cached.db)).id });
  router = await createProduct(cached.db, {
    vendorId: shop.id,
    title: 'TP-Link Archer Router',
    price: 5_000_00,
    image: 'products/archer',
  });
  await createProduct(cached.db, {
    vendorId: shop.id,
    title: 'Tenda AC10 Router',
    price: 3_000_00,
    image: 'products/tenda',
  });
  await createProduct(cached.db, {
    vendorId: shop.id,
    title: 'Asus Mesh Router',
    price: 9_000_00,
    image: 'products/asus',
  });
});
afterAll(() => apps.close());

describe('remembered searches', () => {
  it('ranks a search once, then answers it again from memory while the catalogue is unchanged', async () => {
    const first = await cached.app.inject(ROUTERS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(3);
    const before = apps.statements.length;
    // The products made above may still be on their way as notifications: the first answers
    // after them may read the cards once more, then none does.
    await expect
      .poll(async () => {
        const from = apps.statements.length;
        await cached.app.inject('/api/v1/search/?query=Router!');
        return apps.statements.length - from;
      })
      .toBe(0);
    expect(ranked(before)).toBe(0);
    const again = await cached.app.inject('/api/v1/search/?query=Router!');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('reads the cards afresh once the catalogue changes: a new price shows, a product taken off sale leaves', async () => {
    await cached.app.inject(ROUTERS);
    const before = apps.statements.length;
    await cached.db.update(products).set({ price: 4_500_00 }).where(eq(products.id, router.id));
    const priceOf = async () =>
      ((await cached.app.inject(ROUTERS)).json() as { id: number; price: string }[]).find(
        (card) => card.id === router.id,
      )?.price;
    await expect.poll(priceOf).toMatch(/^4500(\.00)?$/);

    await cached.db.update(products).set({ status: 'draft' }).where(eq(products.id, router.id));
    const ids = async () => ((await cached.app.inject(ROUTERS)).json() as { id: number }[]).map((c) => c.id);
    await expect.poll(ids).toHaveLength(2);
    expect(await ids()).not.toContain(router.id);
    // Which products match was remembered: only the cards were read again.
    expect(ranked(before)).toBe(0);
    await cached.db.update(products).set({ status: 'published' }).where(eq(products.id, router.id));
  });

  it('keeps the cards while only products off the page change: a checkout elsewhere reads nothing again (0030)', async () => {
    const shop = await createVendor(cached.db, { userId: (await createUser(cached.db)).id });
    const laptop = await createProduct(cached.db, {
      vendorId: shop.id,
      title: 'Acer Swift Laptop',
      stockQty: 9,
    });
    const LAPTOPS = '/api/v1/search/?query=laptop';
    const laptopStock = async () =>
      ((await cached.app.inject(LAPTOPS)).json() as { id: number; stock_qty: number }[]).find(
        (card) => card.id === laptop.id,
      )?.stock_qty;
    // Until both pages' cards are remembered after the products made above.
    await expect
      .poll(async () => {
        const from = apps.statements.length;
        await cached.app.inject(ROUTERS);
        await cached.app.inject(LAPTOPS);
        return apps.statements.length - from;
      })
      .toBe(0);
    await cached.db.update(products).set({ stockQty: 8 }).where(eq(products.id, laptop.id));
    // Heard of once the laptop's page shows it; changes are heard in the order they commit.
    await expect.poll(laptopStock).toBe(8);
    const from = apps.statements.length;
    const routers = await cached.app.inject(ROUTERS);
    expect(apps.statements.length - from).toBe(0);
    expect(routers.body).toBe((await uncached.app.inject(ROUTERS)).body);
  });

  it('sends a remembered page as the uncached app writes it, for each address it is asked at', async () => {
    const ask = (app: TestApp, host: string) =>
      app.app.inject({ url: `${ROUTERS}&in_stock=true`, headers: { host } });
    // Until the cards are remembered (the products made above may still be on their way as
    // notifications), then twice more: the second answer of a host is the one written before.
    await expect
      .poll(async () => {
        const from = apps.statements.length;
        await ask(cached, 'shop.example');
        return apps.statements.length - from;
      })
      .toBe(0);
    for (const host of ['shop.example', 'shop.example', 'other.example', 'third.example', 'third.example']) {
      const [remembered, plain] = [await ask(cached, host), await ask(uncached, host)];
      expect(remembered.body).toBe(plain.body);
      for (const header of [
        'content-type',
        'x-total-count',
        'x-total-count-exact',
        'access-control-expose-headers',
      ]) {
        expect(remembered.headers[header], header).toBe(plain.headers[header]);
      }
      const cards = remembered.json() as { image: string }[];
      expect(cards.map((card) => card.image)).toEqual(
        cards.map(() => expect.stringMatching(`^http://${host}/media/`)),
      );
    }
  });

  it('ranks a search asked by many at once only once', async () => {
    const before = apps.statements.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cached.app.inject('/api/v1/search/?query=archer+router')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(ranked(before)).toBe(1);
  });

  it('keeps searches apart by their filters and page', async () => {
    const cheap = await cached.app.inject(`${ROUTERS}&max_price=4000`);
    expect((cheap.json() as { id: number }[]).length).toBe(1);
    const second = await cached.app.inject(`${ROUTERS}&page=2&page_size=2`);
    expect((second.json() as unknown[]).length).toBe(1);
  });

  it('remembers nothing outside production unless told to', async () => {
    // `uncached` runs on the same database, so its statements are recorded here too.
    await uncached.app.inject(ROUTERS);
    const before = apps.statements.length;
    await uncached.app.inject(ROUTERS);
    expect(ranked(before)).toBe(1);
  });
});
