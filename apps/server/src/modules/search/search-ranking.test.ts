import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productSpecifications, products, searchSynonyms } from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: { id: number };
let laptops: { id: number };
let phones: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  laptops = await createCategory(t.db, { title: 'Laptops' });
  phones = await createCategory(t.db, { title: 'Smartphones' });
  const accessories = await createCategory(t.db, { title: 'Accessories' });
  const audio = await createCategory(t.db, { title: 'Audio' });
  const make = (slug: string, title: string, extra: Partial<Parameters<typeof createProduct>[1]> = {}) =>
    createProduct(t.db, { vendorId: shop.id, slug, title, description: `${title}.`, ...extra });
  // A power bank "for laptops" has the word in its title; the laptops only in their category.
  await make('power-bank', 'Anker Power Bank for Laptops', { categoryId: accessories.id });
  await make('keyboard', 'Compact Keyboard', {
    categoryId: accessories.id,
    description: 'Pairs with any laptop.',
  });
  await make('xps', 'Dell XPS 13', { categoryId: laptops.id });
  await make('thinkpad', 'Lenovo ThinkPad E14', { categoryId: laptops.id });
  await make('iphone', 'Apple iPhone 15', { categoryId: phones.id });
  await make('galaxy', 'Samsung Galaxy A15', { categoryId: phones.id });
  await make('bose', 'Bose QuietComfort Headphones', { categoryId: audio.id });
  await make('sony-wf', 'Sony WF-1000XM5 Earbuds', { categoryId: audio.id });
  // Typo vs exact: "samsung" typed exactly must beat "samsong" found as a typo of it.
  await make('samsong', 'Samsong Speaker', { categoryId: audio.id });
  await make('gpu', 'MSI GeForce RTX 4060 Ventus', {
    specifications: [{ title: 'Memory', content: '8GB GDDR6' }],
  });
  // Twins: same title and category, so only the tie-break orders them.
  await make('twin-b', 'Twin Router', {});
  await make('twin-a', 'Twin Router', {});
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ url: '/api/v1/search/', query: { query } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slug: string }[]).map((p) => p.slug);
}

describe('search relevance', () => {
  it("lifts the category a word names: Laptops' products before a power bank titled for laptops", async () => {
    const found = await search('laptop');
    expect(found.slice(0, 2).sort()).toEqual(['thinkpad', 'xps']);
    expect(found).toContain('power-bank');
    // The keyboard only mentions a laptop in its description: last.
    expect(found.at(-1)).toBe('keyboard');
  });

  it('stems plurals both ways: "laptops" and "headphone"', async () => {
    expect((await search('laptops')).slice(0, 2).sort()).toEqual(['thinkpad', 'xps']);
    expect(await search('headphone')).toEqual(['bose']);
  });

  it("maps shoppers' words through the synonym table, several words at once too", async () => {
    expect((await search('mobile')).sort()).toEqual(['galaxy', 'iphone']);
    // "Headphones" follows, as a typo of "phone": typos rank after every exact match.
    expect((await search('phone')).slice(0, 2).sort()).toEqual(['galaxy', 'iphone']);
    expect(await search('graphics card')).toEqual(['gpu']);
    expect(await search('earphones')).toContain('sony-wf');
    expect((await search('wifi')).sort()).toEqual(['twin-a', 'twin-b']);
  });

  it('reads synonyms as data: a new row is used on the next search', async () => {
    expect(await search('zorblet')).toEqual([]);
    await t.db.insert(searchSynonyms).values({ term: 'zorblet', means: 'laptop' });
    expect((await search('zorblet')).slice(0, 2).sort()).toEqual(['thinkpad', 'xps']);
    await t.db.delete(searchSynonyms).where(eq(searchSynonyms.term, 'zorblet'));
  });

  it('never ranks a typo match above an exact one', async () => {
    const found = await search('samsung');
    expect(found).toEqual(['galaxy', 'samsong']);
    expect((await search('samsong'))[0]).toBe('samsong');
  });

  it('breaks ties by id, the same order on every page', async () => {
    const [a, b] = await Promise.all(
      ['twin-a', 'twin-b'].map(
        async (slug) => (await t.db.select().from(products).where(eq(products.slug, slug)))[0],
      ),
    );
    const expected = [a, b].sort((x, y) => (x?.id ?? 0) - (y?.id ?? 0)).map((p) => p?.slug);
    expect(await search('twin router')).toEqual(expected);
  });

  it('keeps the vector in step with specifications and category names', async () => {
    expect(await search('gddr6')).toEqual(['gpu']);
    const [gpu] = await t.db.select().from(products).where(eq(products.slug, 'gpu'));
    await t.db.delete(productSpecifications).where(eq(productSpecifications.productId, gpu?.id ?? 0));
    expect(await search('gddr6')).toEqual([]);
    expect(await search('notebooks')).toEqual(expect.arrayContaining(['xps', 'thinkpad']));
    await t.db.update(categories).set({ title: 'Portables' }).where(eq(categories.id, laptops.id));
    expect(await search('portable')).toEqual(['xps', 'thinkpad']);
    await t.db.update(categories).set({ title: 'Laptops' }).where(eq(categories.id, laptops.id));
    expect(await search('portable')).toEqual([]);
  });
});
