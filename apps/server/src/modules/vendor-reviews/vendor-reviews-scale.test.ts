import { vendorReviewsQuerySchema } from '@pasal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createCategory, createUser, createVendor } from '../../db/seed/factories.ts';
import { madeProducts } from '../../test/bulk-products.ts';
import { explainAnalyze, indexOnlyReliable } from '../../test/explain-analyze.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reviewedProductsPage, vendorReviewsFilter } from './vendor-reviews.service.ts';

/**
 * A busy shop's review screen (seed:big's first shop has 100,000 reviews, spread over the whole
 * table) groups, averages and counts its products' reviews from the reviews' product index
 * alone, not from the review rows: 261 → 67 ms for its first page on seed:big (docs/performance.md).
 */
let t: TestApp;
let busy: { id: number };

/** `n` products of one shop, each reviewed by the five `reviewers`, ratings 1 to 5. */
async function reviewedProducts(
  db: Db,
  shop: { id: number },
  categoryId: number,
  n: number,
  reviewers: number[],
) {
  await db.execute(sql`
    with ${madeProducts(shop, categoryId, n)}
    insert into reviews (user_id, product_id, rating, review, created_at)
    select (${sql.raw(`array[${reviewers.join(',')}]`)})[k], made.id, k, repeat('Works as described, delivered on time. ', 6),
           timestamptz '2025-02-01T00:00:00Z' + (made.id * 5 + k) * interval '13 minutes'
    from made cross join generate_series(1, 5) k`);
}

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { title: 'Gadgets' });
  const reviewers = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db)));
  busy = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const rest = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const ids = reviewers.map((r) => r.id);
  // The busy shop has a tenth of the reviews, as on seed:big.
  await reviewedProducts(t.db, busy, category.id, 1_000, ids);
  await reviewedProducts(t.db, rest, category.id, 9_000, ids);
  // The planner's figures and the visibility map, as autovacuum would leave them in time.
  await t.db.execute(sql`vacuum analyze reviews, products`);
}, 120_000);
afterAll(() => t.close());

describe("a busy shop's review screen", () => {
  it.runIf(indexOnlyReliable)(
    'groups its products’ reviews from the reviews’ product index alone',
    async () => {
      for (const filters of [{}, { rating: '2' }]) {
        const q = vendorReviewsQuerySchema.parse(filters);
        const plan = await explainAnalyze(
          t.db,
          reviewedProductsPage(t.db, vendorReviewsFilter(busy.id, q), q),
        );
        const reads = plan.filter((n) => n['Relation Name'] === 'reviews');
        expect(reads.length, JSON.stringify(filters)).toBeGreaterThan(0);
        for (const read of reads) {
          expect(read['Node Type'], JSON.stringify(filters)).toBe('Index Only Scan');
          expect(read['Index Name'], JSON.stringify(filters)).toBe('reviews_product_created_idx');
        }
      }
    },
  );

  it('gives each product of the page its reviews’ average and count', async () => {
    const q = vendorReviewsQuerySchema.parse({});
    const page = await reviewedProductsPage(t.db, vendorReviewsFilter(busy.id, q), q);
    expect(page.length).toBe(q.page_size);
    for (const row of page) expect(row).toMatchObject({ average: 3, reviewCount: 5 });
  });
});
