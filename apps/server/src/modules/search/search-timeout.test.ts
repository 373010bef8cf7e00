import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { expectCancelledWhileProductsHeld } from '../../test/held-statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * No search can hold the server (decision 0021): search runs on a pool of its own whose statements
 * PostgreSQL cancels after SEARCH_TIMEOUT_MS. PGlite cannot cancel a statement.
 */
describe.skipIf(!process.env.DATABASE_URL)('search statement timeout (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ searchTimeoutMs: 100, statementTimeoutMs: 60_000 });
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, { userId: owner.id });
    await createProduct(t.db, { vendorId: shop.id, slug: 'macbook-air', title: 'MacBook Air' });
  });
  afterAll(() => t.close());

  it('cancels a search that runs past the timeout and answers 503, while the rest of the app has its own, longer bound', async () => {
    await expectCancelledWhileProductsHeld(t, '/api/v1/search/?query=macbook');
    // The app's own pool has its own, longer bound (STATEMENT_TIMEOUT_MS, db/statement-timeout.test.ts).
    const { rows } = (await t.db.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ statement_timeout: '1min' }]);
    const after = await t.app.inject('/api/v1/search/?query=macbook');
    expect(after.json().map((p: { slug: string }) => p.slug)).toEqual(['macbook-air']);
  });
});
