import { productCardSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let queries = 0;
let statements: string[] = [];
let laptops: { id: number };
let phones: { id: number };
let shop: { id: number };
const day = (d: number) => new Date(Date.UTC(2026, 0, d));

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (text) => {
      queries++;
      statements.push(text);
    },
  });
  const owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id });
  const closedOwner = await createUser(t.db);
  const closed = await createVendor(t.db, { userId: closedOwner.id, active: false });
  laptops = await createCategory(t.db, { title: 'Laptops' });
  phones = await createCategory(t.db, { title: 'Phones' });
  const make = (slug: string, title: string, extra: Partial<Parameters<typeof createProduct>[1]> = {}) =>
    createProduct(t.db, { vendorId: shop.id, slug, title, ...extra });
  await make('macbook-pro-m2', 'MacBook Pro M2', {
    categoryId: laptops.id,
    price: 2_49_999_00,
    createdAt: day(1),
    stockQty: 0,
  });
  await make('macbook-air-m3', 'MacBook Air M3', {
    categoryId: laptops.id,
    price: 1_69_999_00,
    createdAt: day(2),
  });
  await make('samsung-galaxy-s24', 'Samsung Galaxy S24', {
    categoryId: phones.id,
    price: 1_39_999_00,
    createdAt: day(3),
  });
  await make('samsung-qled-tv', 'Samsung QLED TV 55"', { price: 89_999_00, createdAt: day(4) });
  await make('sony-wh-1000xm5', 'Sony WH-1000XM5', {
    description: 'Industry-leading noise cancelling headphones.',
    price: 54_999_50,
    createdAt: day(5),
  });
  // "mac" is one letter from "max": short words must not match by trigram.
  await make('xiaomi-max', 'Xiaomi Redmi Max', {
    price: 1_000_00,
    createdAt: new Date(Date.UTC(2025, 11, 1)),
  });
  await make('samsung-draft', 'Samsung Draft Phone', { status: 'draft', createdAt: day(6) });
  await createProduct(t.db, { vendorId: closed.id, slug: 'samsung-closed', title: 'Samsung Closed Shop' });
  // Ratings for the rating sort: Air 4.5 (2), S24 4.5 (9), Sony 5 (1).
  await t.db.update(products).set({ rating: 4.5, ratingCount: 2 }).where(eq(products.slug, 'macbook-air-m3'));
  await t.db
    .update(products)
    .set({ rating: 4.5, ratingCount: 9 })
    .where(eq(products.slug, 'samsung-galaxy-s24'));
  await t.db.update(products).set({ rating: 5, ratingCount: 1 }).where(eq(products.slug, 'sony-wh-1000xm5'));
});
afterAll(() => t.close());

async function search(query: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/v1/search/', query });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { slug: string }[];
  for (const card of body) productCardSchema.parse(card);
  return { slugs: body.map((p) => p.slug), total: res.headers['x-total-count'] };
}

describe('search', () => {
  it('without words lists every product for sale, newest first, with the total', async () => {
    const all = await search({});
    expect(all.slugs).toEqual([
      'sony-wh-1000xm5',
      'samsung-qled-tv',
      'samsung-galaxy-s24',
      'macbook-air-m3',
      'macbook-pro-m2',
      'xiaomi-max',
    ]);
    expect(all.total).toBe('6');
  });

  it('matches the start of words ("mac" finds MacBook) and words of the description', async () => {
    expect((await search({ query: 'mac' })).slugs.sort()).toEqual(['macbook-air-m3', 'macbook-pro-m2']);
    expect((await search({ query: 'Noise cancel' })).slugs).toEqual(['sony-wh-1000xm5']);
    expect((await search({ query: 'macbook m3' })).slugs).toEqual(['macbook-air-m3']);
    expect((await search({ query: 'max' })).slugs).toEqual(['xiaomi-max']);
  });

  it('forgives typos in the title ("macbok", "samsng"), never showing drafts or closed shops', async () => {
    expect((await search({ query: 'macbok' })).slugs).toContain('macbook-pro-m2');
    const samsung = await search({ query: 'samsng' });
    expect(samsung.slugs.sort()).toEqual(['samsung-galaxy-s24', 'samsung-qled-tv']);
    expect(samsung.total).toBe('2');
    expect((await search({ query: 'zzzzqqq' })).slugs).toEqual([]);
  });

  it('puts the best match first when words are given and no sort is chosen', async () => {
    expect((await search({ query: 'macbook pro' })).slugs[0]).toBe('macbook-pro-m2');
    expect((await search({ query: 'macbook air' })).slugs[0]).toBe('macbook-air-m3');
  });

  it('filters by category, price in rupees and stock', async () => {
    expect((await search({ category: String(laptops.id) })).slugs).toEqual([
      'macbook-air-m3',
      'macbook-pro-m2',
    ]);
    expect((await search({ category: String(laptops.id), in_stock: 'true' })).slugs).toEqual([
      'macbook-air-m3',
    ]);
    expect((await search({ in_stock: 'false' })).total).toBe('6');
    // 54999.50 and 89999 rupees lie inside [54999.5, 89999]; 139999 does not.
    expect((await search({ min_price: '54999.5', max_price: '89999' })).slugs).toEqual([
      'sony-wh-1000xm5',
      'samsung-qled-tv',
    ]);
    expect((await search({ min_price: 'abc', max_price: '' })).total).toBe('6');
    expect((await search({ query: 'samsung', category: String(phones.id) })).slugs).toEqual([
      'samsung-galaxy-s24',
    ]);
  });

  it('sorts by price and by rating (count breaks ties)', async () => {
    expect((await search({ sort: 'price_asc' })).slugs).toEqual([
      'xiaomi-max',
      'sony-wh-1000xm5',
      'samsung-qled-tv',
      'samsung-galaxy-s24',
      'macbook-air-m3',
      'macbook-pro-m2',
    ]);
    expect((await search({ sort: 'price_desc', query: 'samsung' })).slugs).toEqual([
      'samsung-galaxy-s24',
      'samsung-qled-tv',
    ]);
    expect((await search({ sort: 'rating' })).slugs.slice(0, 3)).toEqual([
      'sony-wh-1000xm5',
      'samsung-galaxy-s24',
      'macbook-air-m3',
    ]);
  });

  it('pages through the results', async () => {
    const first = await search({ page: '1', page_size: '2', sort: 'newest' });
    const second = await search({ page: '2', page_size: '2', sort: 'newest' });
    expect(first.slugs).toEqual(['sony-wh-1000xm5', 'samsung-qled-tv']);
    expect(second.slugs).toEqual(['samsung-galaxy-s24', 'macbook-air-m3']);
    expect(second.total).toBe('6');
  });

  it('treats punctuation and operators as nothing typed, and refuses unknown sorts with 400', async () => {
    for (const query of ["'&|!:*()", '<->', 'ー', '%_\\']) {
      const res = await t.app.inject({ url: '/api/v1/search/', query: { query } });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    const bad = await t.app.inject('/api/v1/search/?sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('sort');
  });

  it('runs the same queries however many products match (no N+1), words adding the synonym lookup and the tsqueries, the page carrying its total', async () => {
    const count = async (query: Record<string, string>) => {
      queries = 0;
      await search(query);
      return queries;
    };
    const list = await count({ page_size: '100' });
    expect(list).toBe(2);
    expect(await count({ query: 'samsng' })).toBe(3);
    expect(await count({ query: 'samsung galaxy phone tv', page_size: '100' })).toBe(3);
  });

  it('looks synonyms up with one statement whatever the words, prepared once', async () => {
    const synonymLookup = async (query: string) => {
      statements = [];
      await search({ query });
      return statements.filter((text) => text.includes('search_synonyms'));
    };
    const one = await synonymLookup('laptop');
    expect(one).toHaveLength(1);
    expect(await synonymLookup('gaming laptop for students')).toEqual(one);
  });

  it('learns the words of new and renamed titles for typos, and keeps typos to titles', async () => {
    const zenbook = await createProduct(t.db, {
      vendorId: shop.id,
      slug: 'zenbook-14',
      title: 'Asus Zenbook 14',
      description: 'Slim laptop with a Samsung panel.',
    });
    expect((await search({ query: 'zenbok' })).slugs).toEqual(['zenbook-14']);
    expect((await search({ query: 'samsung' })).slugs).toContain('zenbook-14');
    expect((await search({ query: 'samsng' })).slugs).not.toContain('zenbook-14');
    await t.db.update(products).set({ title: 'Asus Vivobook 14' }).where(eq(products.id, zenbook.id));
    expect((await search({ query: 'vivobok' })).slugs).toEqual(['zenbook-14']);
    expect((await search({ query: 'zenbok' })).slugs).toEqual([]);
  });

  it('keeps Nepali words whole: their vowel signs and viramas are part of the word', async () => {
    // "फोन" split at its vowel sign was फ and न, each a prefix: the furniture matched by its
    // first word's फ and its second word's न.
    await createProduct(t.db, { vendorId: shop.id, slug: 'phone-cover-np', title: 'राम्रो फोन कभर' });
    await createProduct(t.db, { vendorId: shop.id, slug: 'furniture-np', title: 'फर्निचर नयाँ' });
    expect((await search({ query: 'फोन' })).slugs).toEqual(['phone-cover-np']);
    expect((await search({ query: 'राम्रो कभर' })).slugs).toEqual(['phone-cover-np']);
    expect((await search({ query: 'नयाँ' })).slugs).toEqual(['furniture-np']);
  });
});
