import { productCardSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCategory, createProduct } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openShop, type Shop } from './test-kit.ts';

let t: TestApp;
let queries = 0;
let shop: Shop;
let phones: number;
let laptops: number;
const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  shop = await openShop(t);
  const rival = await openShop(t);
  phones = (await createCategory(t.db, { title: 'Phones' })).id;
  laptops = (await createCategory(t.db, { title: 'Laptops' })).id;
  const product = (slug: string, day: number, extra: Partial<Parameters<typeof createProduct>[1]> = {}) =>
    createProduct(t.db, { vendorId: shop.vendorId, slug, createdAt: new Date(start + day * DAY), ...extra });
  await product('galaxy-s24', 1, { title: 'Galaxy S24', categoryId: phones, price: 1_20_000_00 });
  await product('galaxy-a55', 2, { title: 'Galaxy A55', categoryId: phones, price: 55_000_00 });
  await product('redmi-13c', 3, { title: 'Redmi 13C 100%_Genuine', categoryId: phones, price: 18_000_00 });
  await product('pixel-draft', 4, {
    title: 'Pixel 9 (draft)',
    categoryId: phones,
    price: 99_000_00,
    status: 'draft',
  });
  await product('old-galaxy', 5, {
    title: 'Galaxy Note 9',
    categoryId: phones,
    price: 30_000_00,
    status: 'archived',
  });
  await product('thinkpad-x1', 6, { title: 'ThinkPad X1', categoryId: laptops, price: 2_15_000_00 });
  await createProduct(t.db, { vendorId: rival.vendorId, slug: 'rival-galaxy', title: 'Galaxy S24 Ultra' });
});
afterAll(() => t.close());

async function list(query: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: `/api/v1/vendor/products/${shop.vendorId}/`,
    query,
    headers: shop.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cards = z.array(productCardSchema).parse(res.json());
  return { slugs: cards.map((c) => c.slug), total: Number(res.headers['x-total-count']), cards };
}

describe("the vendor's product list", () => {
  it('lists the shop’s products newest first, drafts in, deleted ones and other shops’ out', async () => {
    const { slugs, total, cards } = await list();
    expect(slugs).toEqual(['thinkpad-x1', 'pixel-draft', 'redmi-13c', 'galaxy-a55', 'galaxy-s24']);
    expect(total).toBe(5);
    expect(cards.find((c) => c.slug === 'pixel-draft')?.status).toBe('draft');
  });

  it('pages with the total in X-Total-Count', async () => {
    expect(await list({ page: '1', page_size: '2' })).toMatchObject({
      slugs: ['thinkpad-x1', 'pixel-draft'],
      total: 5,
    });
    expect(await list({ page: '3', page_size: '2' })).toMatchObject({ slugs: ['galaxy-s24'], total: 5 });
    expect(await list({ page: '4', page_size: '2' })).toMatchObject({ slugs: [], total: 5 });
  });

  it('filters by title, category, price range (rupees) and stage', async () => {
    expect((await list({ query: 'galaxy' })).slugs).toEqual(['galaxy-a55', 'galaxy-s24']);
    // Typed text is text: `%` and `_` match themselves, not anything.
    expect((await list({ query: '100%_g' })).slugs).toEqual(['redmi-13c']);
    expect((await list({ query: '%' })).slugs).toEqual(['redmi-13c']);
    expect((await list({ category: String(laptops) })).slugs).toEqual(['thinkpad-x1']);
    expect((await list({ min_price: '50000', max_price: '120000' })).slugs).toEqual([
      'pixel-draft',
      'galaxy-a55',
      'galaxy-s24',
    ]);
    expect((await list({ stage: 'draft' })).slugs).toEqual(['pixel-draft']);
    expect((await list({ stage: 'published', query: 'galaxy', max_price: '60000' })).total).toBe(1);
  });

  it('reads a price box that is not a number as 0 (spec §5)', async () => {
    expect((await list({ min_price: 'abc' })).total).toBe(5);
    expect((await list({ max_price: 'lots' })).slugs).toEqual([]);
    expect((await list({ min_price: '', max_price: '' })).total).toBe(5);
  });

  it('refuses a stage it does not know', async () => {
    const res = await t.app.inject({
      url: `/api/v1/vendor/products/${shop.vendorId}/?stage=archived`,
      headers: shop.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a long list', () => {
  it('counts its total afresh, so a delete shows at once however many products the shop has', async () => {
    const big = await openShop(t);
    const made = [];
    for (let i = 0; i < 101; i++) made.push(await createProduct(t.db, { vendorId: big.vendorId }));
    const total = async () =>
      Number(
        (await t.app.inject({ url: `/api/v1/vendor/products/${big.vendorId}/`, headers: big.headers }))
          .headers['x-total-count'],
      );
    expect(await total()).toBe(101);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor-delete-product/${big.vendorId}/${made[0]?.pid}/`,
      headers: big.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await total()).toBe(100);
  });
});

describe('query count', () => {
  it('is the same for a shop of 3 products as for one of 30 (no N+1)', async () => {
    const count = async (owner: Shop) => {
      queries = 0;
      const res = await t.app.inject({
        url: `/api/v1/vendor/products/${owner.vendorId}/`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      return { queries, rows: res.json().length };
    };
    const sized = async (n: number) => {
      const owner = await openShop(t);
      for (let i = 0; i < n; i++) {
        await createProduct(t.db, {
          vendorId: owner.vendorId,
          categoryId: phones,
          sizes: [{ name: 'S' }],
          colors: [{ name: 'Black', colorCode: '#000' }],
          gallery: ['products/a', 'products/b'],
        });
      }
      await count(owner); // sessions are looked up once per token, then remembered
      return count(owner);
    };
    const small = await sized(3);
    const large = await sized(30);
    expect(small).toEqual({ queries: 2, rows: 3 });
    expect(large).toEqual({ queries: 2, rows: 24 });
  });
});
