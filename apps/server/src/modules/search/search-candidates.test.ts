import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SEARCH_CANDIDATES } from './ranked-page.ts';

/**
 * Searches that match more than SEARCH_CANDIDATES products (decision 0021): ranked among a bounded
 * set of candidates, counted no further, and the answer says so.
 */
let t: TestApp;
const BUDGET_PHONES = SEARCH_CANDIDATES + 5;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id });
  await t.db.insert(products).values(
    Array.from({ length: BUDGET_PHONES }, (_, i) => ({
      vendorId: shop.id,
      title: `Budget Phone ${i}`,
      slug: `budget-phone-${i}`,
      pid: `budget${i}`,
      description: 'Delivered anywhere in Nepal with an official warranty.',
    })),
  );
  // Added last, so a scan of the table in its order reaches it after every budget phone.
  await createProduct(t.db, {
    vendorId: shop.id,
    slug: 'nepal-edition-earbuds',
    title: 'Nepal Edition Earbuds',
    description: 'Wireless earbuds.',
  });
});
afterAll(() => t.close());

async function search(query: string, page = 1) {
  const res = await t.app.inject(`/api/v1/search/?query=${encodeURIComponent(query)}&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    slugs: res.json().map((p: { slug: string }) => p.slug) as string[],
    total: res.headers['x-total-count'],
    exact: res.headers['x-total-count-exact'],
  };
}

describe('search over many matches', () => {
  it('counts no further than its candidates and says there are more', async () => {
    const broad = await search('nepal');
    expect(broad.total).toBe(String(SEARCH_CANDIDATES));
    expect(broad.exact).toBe('false');
    const narrow = await search('edition');
    expect(narrow).toEqual({ slugs: ['nepal-edition-earbuds'], total: '1', exact: undefined });
  });

  it('ranks a product naming the word in its title first, however many only describe it', async () => {
    expect((await search('nepal')).slugs[0]).toBe('nepal-edition-earbuds');
  });

  it('pages through the candidates and no further', async () => {
    const lastPage = Math.ceil(SEARCH_CANDIDATES / 24);
    const last = await search('budget', lastPage);
    expect(last.slugs).toHaveLength(SEARCH_CANDIDATES - (lastPage - 1) * 24);
    // Past the last candidate: no rows, the same total.
    expect(await search('budget', lastPage + 1)).toEqual({
      slugs: [],
      total: String(SEARCH_CANDIDATES),
      exact: 'false',
    });
    // Every candidate once across the pages: the order is total (ending in the id).
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page++)
      for (const slug of (await search('budget', page)).slugs) seen.add(slug);
    expect(seen.size).toBe(SEARCH_CANDIDATES);
  });
});
