import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let queries = 0;
let shop: { id: number };
let phones: { id: number };

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  const owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id });
  phones = await createCategory(t.db, { title: 'Phones' });
  await t.db.insert(products).values(
    Array.from({ length: 120 }, (_, i) => ({
      vendorId: shop.id,
      categoryId: i < 3 ? phones.id : null,
      title: `Gadget ${i}`,
      slug: `gadget-${i}`,
      pid: `gadget${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});
afterAll(() => t.close());

async function list(url: string) {
  queries = 0;
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  const slugs = res.json().map((p: { slug: string }) => p.slug) as string[];
  return { slugs, total: res.headers['x-total-count'], queries };
}

describe('list totals', () => {
  it('reuses a total of 100 or more for a while: the rows are fresh, the count may lag', async () => {
    const before = await list('/api/v1/products/?page_size=5');
    // The page (its cards carrying their sizes and colours) and the total.
    expect(before).toMatchObject({ total: '120', queries: 2 });
    await createProduct(t.db, {
      vendorId: shop.id,
      slug: 'brand-new',
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const after = await list('/api/v1/products/?page_size=5');
    expect(after).toMatchObject({ total: '120', queries: 1 });
    expect(after.slugs[0]).toBe('brand-new');
    // Search counts its matches every time, no further than its candidates (ranked-page.ts), in
    // the page's own statement; words add the synonym lookup and the tsqueries worked out as values.
    expect(await list('/api/v1/search/?query=gadget')).toMatchObject({ total: '120', queries: 3 });
  });

  it('counts a total under 100 afresh on every call', async () => {
    expect(await list(`/api/v1/search/?category=${phones.id}`)).toMatchObject({ total: '3', queries: 2 });
    await createProduct(t.db, { vendorId: shop.id, categoryId: phones.id, slug: 'new-phone' });
    expect(await list(`/api/v1/search/?category=${phones.id}`)).toMatchObject({ total: '4', queries: 2 });
  });
});
