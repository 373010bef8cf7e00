import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createUser, createVendor } from '../../db/seed/factories.ts';
import { explainAnalyze } from '../../test/explain-analyze.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forSale, newestFirst, sortedPageIds } from './catalog.service.ts';

/**
 * Newest first is created_at, then id (issue 19, "growth stays flat"): products that share a
 * timestamp (a bulk import, one transaction, `seed:big`'s day stamps) must not be sorted whole
 * to find a page. A page comes off an index that holds both, a page's worth of rows.
 */
let t: TestApp;
let category: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t.db, { title: 'Laptops' });
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'import-shop' });
  // 2,000 products stamped alike, as one import would leave them, half of them in the category.
  await t.db.execute(sql`
    insert into products (pid, slug, vendor_id, category_id, title, price, stock_qty, featured, created_at)
    select 'imp' || g, 'imported-' || g, ${shop.id}, case when g % 2 = 0 then ${category.id}::int end,
           'Imported gadget ' || g, 100000, 5, g % 2 = 1, timestamptz '2026-11-01T00:00:00Z'
    from generate_series(1, 2000) g`);
  await t.db.execute(sql`analyze products`);
}, 60_000);
afterAll(() => t.close());

describe('newest first at scale', () => {
  it.each([
    ['the marketplace', () => forSale, 'products_newest_idx'],
    ['a category', () => and(forSale, eq(products.categoryId, category.id)), 'products_category_newest_idx'],
    ['featured products', () => and(forSale, eq(products.featured, true)), 'products_featured_newest_idx'],
  ])(
    'reads the first page of %s off its index, a page of rows, not every product sharing a timestamp',
    async (_list, where, index) => {
      const plan = await explainAnalyze(
        t.db,
        sortedPageIds(t.db, newestFirst)(where(), { limit: 24, offset: 0 }),
      );
      const reads = plan.filter((node) => node['Relation Name'] === 'products');
      expect(reads.map((read) => read['Index Name'])).toEqual([index]);
      const [read] = reads;
      expect(
        Number(read?.['Actual Rows']) + Number(read?.['Rows Removed by Filter'] ?? 0),
      ).toBeLessThanOrEqual(50);
    },
  );
});
