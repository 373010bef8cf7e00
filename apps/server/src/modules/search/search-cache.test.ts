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
  });
  await createProduct(cached.db, { vendorId: shop.id, title: 'Tenda AC10 Router', price: 3_000_00 });
  await createProduct(cached.db, { vendorId: shop.id, title: 'Asus Mesh Router', price: 9_000_00 });
});
afterAll(() => apps.close());

describe('remembered searches', () => {
  it('ranks a search once, then answers it again from one read of its cards, the same answer', async () => {
    const first = await cached.app.inject(ROUTERS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(3);
    const before = apps.statements.length;
    const again = await cached.app.inject('/api/v1/search/?query=Router!');
    expect(ranked(before)).toBe(0);
    expect(apps.statements.length - before).toBe(1);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('reads every card afresh: a new price shows at once, a product taken off sale leaves the page', async () => {
    await cached.app.inject(ROUTERS);
    await cached.db.update(products).set({ price: 4_500_00 }).where(eq(products.id, router.id));
    const repriced = (await cached.app.inject(ROUTERS)).json() as { id: number; price: string }[];
    expect(repriced.find((card) => card.id === router.id)?.price).toMatch(/^4500(\.00)?$/);

    await cached.db.update(products).set({ status: 'draft' }).where(eq(products.id, router.id));
    const after = (await cached.app.inject(ROUTERS)).json() as { id: number }[];
    expect(after.map((card) => card.id)).not.toContain(router.id);
    expect(after).toHaveLength(2);
    await cached.db.update(products).set({ status: 'published' }).where(eq(products.id, router.id));
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
