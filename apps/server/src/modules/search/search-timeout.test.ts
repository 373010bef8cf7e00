import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * No search can hold the server (decision 0021): search runs on a pool of its own whose statements
 * PostgreSQL cancels after SEARCH_TIMEOUT_MS. PGlite cannot cancel a statement.
 */
describe.skipIf(!process.env.DATABASE_URL)('search statement timeout (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ searchTimeoutMs: 100 });
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    await createProduct(t.db, { vendorId: shop.id, slug: 'macbook-air', title: 'MacBook Air' });
  });
  afterAll(() => t.close());

  it('cancels a search that runs past the timeout and answers 503, while the rest of the app is unbounded', async () => {
    // A transaction on the main pool holds the products table, so the search waits for it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table products in access exclusive mode`);
      const started = performance.now();
      const res = await t.app.inject('/api/v1/search/?query=macbook');
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ detail: 'This took too long. Please try again in a moment.' });
      expect(performance.now() - started).toBeLessThan(5_000);
      // The app's own pool has no such bound.
      const { rows } = (await tx.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ statement_timeout: '0' }]);
    });
    const after = await t.app.inject('/api/v1/search/?query=macbook');
    expect(after.json().map((p: { slug: string }) => p.slug)).toEqual(['macbook-air']);
  });
});
