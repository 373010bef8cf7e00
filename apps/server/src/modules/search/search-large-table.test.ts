import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SEARCH_CANDIDATES } from './ranked-page.ts';

/**
 * A search over a products table larger than a quarter of PostgreSQL's shared buffers (128 MB by
 * default, PGlite's too): PostgreSQL scans such a table through a small ring of buffers and, with
 * `synchronize_seqscans` on, starts a scan where the last one on that table got to. A search
 * whose matches outnumber its candidates (decision 0021) would then rank a different thousand
 * each time it is asked. Making 100,000 products is too slow for a test; a fill factor of 10
 * puts one product a page, so a few thousand make the table as many pages as a large catalogue.
 */
let t: TestApp;
const PAGES_PAST_A_QUARTER_OF_THE_BUFFERS = 16_384 / 4 + 200;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`alter table products set (fillfactor = 10)`);
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id });
  await t.db.insert(products).values(
    Array.from({ length: PAGES_PAST_A_QUARTER_OF_THE_BUFFERS }, (_, i) => ({
      vendorId: shop.id,
      title: `Budget Phone ${i}`,
      slug: `budget-phone-${i}`,
      pid: `budget${i}`,
      description: 'A dual-SIM phone with a big battery, delivered anywhere in Nepal. '.repeat(6),
    })),
  );
  // As autovacuum would have by then: the planner reads that 'budget' is in every title.
  await t.db.execute(sql`analyze products`);
  const result = (await t.db.execute(
    sql`select (pg_relation_size('products') / current_setting('block_size')::int)::int as pages`,
  )) as unknown as { rows: [{ pages: number }] };
  const [{ pages }] = result.rows;
  // Otherwise the test would prove nothing: PostgreSQL keeps a smaller table's scans in order.
  expect(pages).toBeGreaterThan(PAGES_PAST_A_QUARTER_OF_THE_BUFFERS - 1);
}, 120_000);
afterAll(() => t.close());

async function search(page: number) {
  const res = await t.app.inject(`/api/v1/search/?query=budget&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((p: { slug: string }) => p.slug) as string[];
}

describe('search over a catalogue too large for the buffers', () => {
  it('ranks the same candidates every time it is asked, so its pages follow on', async () => {
    expect(PAGES_PAST_A_QUARTER_OF_THE_BUFFERS).toBeGreaterThan(SEARCH_CANDIDATES);
    const first = await search(1);
    expect(await search(1)).toEqual(first);
    const second = await search(2);
    expect(await search(1)).toEqual(first);
    expect(second.filter((slug) => first.includes(slug))).toEqual([]);
  });
});
