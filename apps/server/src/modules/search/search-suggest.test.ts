import { MAX_PRODUCT_SUGGESTIONS, searchSuggestionsSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let phones: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const laptops = await createCategory(t.db, { title: 'Laptops' });
  phones = await createCategory(t.db, { title: 'Smartphones' });
  await createCategory(t.db, { title: 'Hidden Phones', active: false });
  for (let n = 1; n <= MAX_PRODUCT_SUGGESTIONS + 3; n++)
    await createProduct(t.db, {
      vendorId: shop.id,
      slug: `macbook-${n}`,
      title: `Apple MacBook Air ${n}`,
      categoryId: laptops.id,
    });
  await createProduct(t.db, {
    vendorId: shop.id,
    slug: 'pixel',
    title: 'Google Pixel 8',
    categoryId: phones.id,
  });
  await createProduct(t.db, {
    vendorId: shop.id,
    slug: 'draft-mac',
    title: 'MacBook Draft',
    status: 'draft',
  });
});
afterAll(() => t.close());

async function suggest(query: string) {
  const res = await t.app.inject({ url: '/api/v1/search/suggest/', query: { query } });
  expect(res.statusCode, res.body).toBe(200);
  return searchSuggestionsSchema.parse(res.json());
}

describe('search suggestions', () => {
  it('offers a bounded list of products for sale from the first letters typed', async () => {
    const { products, categories } = await suggest('mac');
    expect(products).toHaveLength(MAX_PRODUCT_SUGGESTIONS);
    expect(products.every((p) => p.slug.startsWith('macbook-') && p.title.includes('MacBook'))).toBe(true);
    expect(categories).toEqual([]);
  });

  it('offers the categories the words or their synonyms name, active ones only', async () => {
    const { products, categories } = await suggest('mobile');
    expect(categories).toEqual([{ id: phones.id, title: 'Smartphones' }]);
    expect(products).toEqual([{ slug: 'pixel', title: 'Google Pixel 8' }]);
  });

  it('answers nothing found with empty lists, and 400 for nothing typed', async () => {
    expect(await suggest('zzzzqqq')).toEqual({ products: [], categories: [] });
    for (const query of ['', '   ', "'&|!"]) {
      const res = await t.app.inject({ url: '/api/v1/search/suggest/', query: { query } });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().errors).toHaveProperty('query');
    }
    expect((await t.app.inject('/api/v1/search/suggest/')).statusCode).toBe(400);
  });
});
