import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sitemapPageCounts, sitemapProducts, sitemapShops } from './sitemap.service.ts';
import { urlset } from './sitemap-xml.ts';

const SITE = 'https://pasal.example';
let t: TestApp;
/** The oracle: slugs the storefront shows, with when each last changed. */
const publicProducts: { slug: string; updatedAt: Date }[] = [];
const publicShops: string[] = [];
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
  categoryId = (await createCategory(t.db, { title: 'Phones' })).id;
  await createCategory(t.db, { title: 'Hidden', active: false });
  for (const [i, name] of ['Kathmandu Gadgets', 'Butwal Mobiles'].entries()) {
    const owner = await createUser(t.db);
    const shop = await createVendor(t.db, {
      userId: owner.id,
      name,
      slug: name.toLowerCase().replace(' ', '-'),
    });
    publicShops.push(shop.slug);
    for (let n = 0; n < 3; n++) {
      const p = await createProduct(t.db, { vendorId: shop.id, categoryId, slug: `phone-${i}-${n}` });
      publicProducts.push({ slug: p.slug, updatedAt: p.updatedAt });
    }
    await createProduct(t.db, { vendorId: shop.id, slug: `draft-${i}`, status: 'draft' });
    await createProduct(t.db, { vendorId: shop.id, slug: `archived-${i}`, status: 'archived' });
  }
  const closedOwner = await createUser(t.db);
  const closed = await createVendor(t.db, { userId: closedOwner.id, slug: 'closed-shop', active: false });
  await createProduct(t.db, { vendorId: closed.id, slug: 'closed-shop-phone' });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

async function xml(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('application/xml; charset=utf-8');
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<(urlset|sitemapindex) xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return res.body;
}

describe('/sitemap.xml', () => {
  it('is an index of the static pages, product and shop files', async () => {
    expect(locs(await xml('/sitemap.xml'))).toEqual([
      `${SITE}/sitemap-pages.xml`,
      `${SITE}/sitemap-products-1.xml`,
      `${SITE}/sitemap-shops-1.xml`,
    ]);
  });

  it('lists the public products with absolute URLs and lastmod, nothing unpublished or from a closed shop', async () => {
    const body = await xml('/sitemap-products-1.xml');
    expect(locs(body)).toEqual(publicProducts.map((p) => `${SITE}/detail/${p.slug}/`));
    for (const p of publicProducts) {
      expect(body).toContain(
        `<url><loc>${SITE}/detail/${p.slug}/</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      );
    }
    expect(body).not.toMatch(/draft|archived|closed/);
  });

  it('lists the open shops', async () => {
    expect(locs(await xml('/sitemap-shops-1.xml'))).toEqual(publicShops.map((s) => `${SITE}/vendor/${s}/`));
  });

  it('lists the static pages and the shown categories’ searches', async () => {
    const pages = locs(await xml('/sitemap-pages.xml'));
    expect(pages).toContain(`${SITE}/`);
    expect(pages).toContain(`${SITE}/search/`);
    expect(pages).toContain(`${SITE}/search/?category=${categoryId}`);
    expect(pages.filter((p) => p?.includes('category='))).toHaveLength(1);
  });

  it('answers a file past the last one, or not a number, with 404, and page 0 with 400', async () => {
    for (const url of ['/sitemap-products-2.xml', '/sitemap-shops-2.xml', '/sitemap-products-x.xml']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('detail');
    }
    expect((await t.app.inject('/sitemap-shops-0.xml')).statusCode).toBe(400);
  });
});

describe('sitemap paging', () => {
  it('splits products and shops into files of at most the page size, together listing each public one once', async () => {
    const pageSize = 2;
    const counts = await sitemapPageCounts(t.db, pageSize);
    // Ids run past the public rows (drafts, a closed shop), so there are more files than 6 / 2.
    expect(counts.products).toBeGreaterThan(publicProducts.length / pageSize);
    const products: string[] = [];
    for (let page = 1; page <= counts.products; page++) {
      const rows = await sitemapProducts(t.db, page, pageSize);
      expect(rows.length).toBeLessThanOrEqual(pageSize);
      products.push(...rows.map((r) => r.slug));
    }
    expect(products).toEqual(publicProducts.map((p) => p.slug));
    expect(await sitemapProducts(t.db, counts.products + 1, pageSize)).toEqual([]);

    const shops: string[] = [];
    for (let page = 1; page <= counts.shops; page++) {
      shops.push(...(await sitemapShops(t.db, page, pageSize)).map((r) => r.slug));
    }
    expect(shops).toEqual(publicShops);
  });

  it('escapes what XML would read as markup', () => {
    const body = urlset([{ loc: `${SITE}/search/?query=a&b<c>'"` }]);
    expect(body).toContain(`<loc>${SITE}/search/?query=a&amp;b&lt;c&gt;&apos;&quot;</loc>`);
  });
});
