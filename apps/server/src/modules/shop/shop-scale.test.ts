import { SHOP_SORTS, shopProductsQuerySchema } from '@pasal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createCategory, createUser, createVendor } from '../../db/seed/factories.ts';
import { explainAnalyze } from '../../test/explain-analyze.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sortedPageIds } from '../catalog/catalog.service.ts';
import { shopProductsFilter } from './shop-products.service.ts';

/**
 * "A shop of 10,000 products stays fast" (issue 16): the shop page's calls run the same queries
 * at 12 products as at 10,000, and the page is read off an index of the shop's rows.
 */
let t: TestApp;
let queries = 0;
let big: { id: number; slug: string };
let small: { id: number; slug: string };
let laptops: { id: number };

/** `n` published products of one shop in one statement (generate_series), spread over keys. */
async function bulkProducts(db: Db, shop: { id: number; slug: string }, categoryIds: number[], n: number) {
  const categories = sql.raw(`array[${categoryIds.join(',')}]`);
  await db.execute(sql`
    insert into products (pid, slug, vendor_id, category_id, title, description, price, stock_qty,
                          featured, rating, rating_count, orders, created_at)
    select ${shop.slug} || '-' || g, ${shop.slug} || '-product-' || g, ${shop.id},
           (${categories})[1 + g % ${categoryIds.length}],
           'Gadget ' || g, 'A gadget with a Nepal warranty, number ' || g,
           (1000 + (g * 7919) % 200000) * 100, g % 40, g % 25 = 0,
           ((g * 37) % 500) / 100.0, g % 60, (g * 13) % 97,
           timestamptz '2025-01-01T00:00:00Z' + g * interval '17 minutes'
    from generate_series(1, ${n}) g`);
}

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  laptops = await createCategory(t.db, { title: 'Laptops' });
  const phones = await createCategory(t.db, { title: 'Phones' });
  big = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'big-shop' });
  small = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'small-shop' });
  await bulkProducts(t.db, big, [laptops.id, phones.id], 10_000);
  await bulkProducts(t.db, small, [laptops.id, phones.id], 12);
  // The rest of the marketplace: the big shop is half the table, not all of it.
  const rest = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'the-rest' });
  await bulkProducts(t.db, rest, [phones.id], 10_000);
  // The planner's figures for the rows just written, as autovacuum would give them in time.
  await t.db.execute(sql`analyze products`);
}, 120_000);
afterAll(() => t.close());

/** Statements one call runs. */
async function queriesOf(url: string) {
  const before = queries;
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return { count: queries - before, total: Number(res.headers['x-total-count'] ?? Number.NaN) };
}

describe('the shop page at 12 and at 10,000 products', () => {
  it('runs the same number of queries for either shop, whatever the filters', async () => {
    // Each view filters differently, so no count is cached yet for either shop.
    const views = [
      '',
      `?category=${laptops.id}&min_price=5000&max_price=150000&min_rating=2&in_stock=true&sort=rating`,
      '?query=gadget&featured=true&sort=orders',
      '?in_stock=true&sort=price-asc&page=3',
    ];
    for (const view of views) {
      const bigCall = await queriesOf(`/api/v1/vendor-products/${big.slug}/${view}`);
      const smallCall = await queriesOf(`/api/v1/vendor-products/${small.slug}/${view}`);
      // The shop, the page (its cards carrying their sizes and colours) and the total.
      expect(bigCall.count, view).toBe(3);
      expect(smallCall.count, view).toBe(3);
    }
    // A total of 100 or more is then reused for 30 s (lib/total-cache.ts): the big shop needs one less.
    const again = await queriesOf(`/api/v1/vendor-products/${big.slug}/?sort=oldest`);
    expect(again).toEqual({ count: 2, total: 10_000 });
    for (const call of ['shop', 'shop-summary']) {
      const bigCall = await queriesOf(`/api/v1/${call}/${big.slug}/`);
      expect((await queriesOf(`/api/v1/${call}/${small.slug}/`)).count).toBe(bigCall.count);
      expect(bigCall.count).toBeLessThanOrEqual(3);
    }
  });

  it('reads a page off an index of the shop (vendor_id first): a dozen rows at 12 products or 10,000', async () => {
    for (const shop of [big, small]) {
      for (const sort of SHOP_SORTS) {
        const { where, orderBy } = shopProductsFilter(shop.id, shopProductsQuerySchema.parse({ sort }));
        const plan = await explainAnalyze(
          t.db,
          sortedPageIds(t.db, orderBy)(where, { limit: 12, offset: 0 }),
        );
        const label = `${shop.slug}, ${sort}`;
        const reads = plan.filter((n) => n['Relation Name'] === 'products');
        expect(reads.length, label).toBeGreaterThan(0);
        for (const read of reads) {
          expect(String(read['Index Name']), label).toMatch(/^products_vendor_/);
          // Rows the scan produced or threw away, over all its loops: a page's worth, not the shop.
          const rows = Number(read['Actual Rows']) + Number(read['Rows Removed by Filter'] ?? 0);
          expect(rows * Number(read['Actual Loops']), label).toBeLessThanOrEqual(50);
        }
      }
    }
  });
});
