import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SITEMAP_PAGE_SIZE, sitemapProducts } from './sitemap.service.ts';

/**
 * "/sitemap.xml lists public products and shops (paged for 100K)" (issue 18): 30K rows show the
 * paging (three files of 10,000 ids) at a third of the seeding time; 100K was measured by hand.
 */
const PRODUCTS = 30_000;
const SITE = 'https://pasal.example';
let t: TestApp;
let queries = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE }, onQuery: () => queries++ });
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'big-shop' });
  // Every tenth a draft: files hold the public rows of their id range, so some are short.
  await t.db.execute(sql`
    insert into products (pid, slug, vendor_id, title, price, status)
    select 'p' || g, 'gadget-' || g, ${shop.id}, 'Gadget ' || g, 100000,
           case when g % 10 = 0 then 'draft' else 'published' end
    from generate_series(1, ${PRODUCTS}) g`);
  await t.db.execute(sql`analyze products`);
}, 300_000);
afterAll(() => t.close());

async function get(url: string) {
  const before = queries;
  const started = performance.now();
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return { body: res.body, queries: queries - before, ms: performance.now() - started };
}

describe(`the sitemap at ${PRODUCTS.toLocaleString('en')} products`, () => {
  it('is an index of three product files of at most 10,000 URLs, each a few indexed queries', async () => {
    const index = await get('/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>[^<]*\/sitemap-products-(\d+)\.xml<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(files).toEqual(['1', '2', '3']);
    expect(index.queries).toBe(2);

    const last = await get('/sitemap-products-3.xml');
    const urls = last.body.match(/<url>/g)?.length;
    expect(urls).toBe(9_000);
    expect(last.body).toContain(`<loc>${SITE}/detail/gadget-29999/</loc>`);
    expect(last.body).not.toContain('gadget-30000/');
    // The two highest ids (to know the file exists) and the file's rows.
    expect(last.queries).toBe(3);
    console.info(`sitemap: index ${index.ms.toFixed(0)} ms, file 3 (${urls} URLs) ${last.ms.toFixed(0)} ms`);
  });

  it('reads a file off the primary key: its range, never the whole table', async () => {
    const result = (await t.db.execute(
      sql`explain (analyze, format text) ${sitemapProducts(t.db, 2, SITEMAP_PAGE_SIZE)}`,
    )) as unknown as { rows: Record<string, string>[] };
    const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toMatch(/Index Scan using products_pkey on products/);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
