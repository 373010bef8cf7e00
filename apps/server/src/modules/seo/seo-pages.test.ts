import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The shape of the built apps/web/index.html: its own title and description, in a head. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Pasal: laptops, phones and more." />
    <title>Pasal · Tech marketplace of Nepal</title>
    <script type="module" src="/assets/index-3f2a.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SITE = 'https://pasal.example';
const EVIL = `<script>alert("x")</script> "Quoted" & 'single' </title><b>`;

let t: TestApp;
let webDist: string;
let queries = 0;
let laptops: { id: number };

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pasal-seo-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: SITE }, onQuery: () => queries++ });
  laptops = await createCategory(t.db, { title: 'Laptops', slug: 'laptops', image: 'categories/laptops' });
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, {
    userId: owner.id,
    name: 'Pokhara Tech Bazaar',
    slug: 'pokhara-tech-bazaar',
    image: 'vendors/pokhara-tech-bazaar',
    description: 'Genuine laptops and phones, Lakeside, Pokhara.',
  });
  await createProduct(t.db, {
    vendorId: shop.id,
    categoryId: laptops.id,
    title: 'MacBook Air M2 13"',
    slug: 'macbook-air-m2',
    description: 'Apple M2 chip,\n 8 GB   memory and a 13.6-inch Liquid Retina display.',
    image: 'products/macbook-air-m2-0',
    price: 1_49_999_00,
  });
  await createProduct(t.db, { vendorId: shop.id, title: EVIL, slug: 'evil', description: EVIL });
  await createProduct(t.db, {
    vendorId: shop.id,
    title: 'Secret Draft Phone',
    slug: 'draft',
    status: 'draft',
  });
  const closedOwner = await createUser(t.db);
  const closed = await createVendor(t.db, { userId: closedOwner.id, slug: 'closed-shop', active: false });
  await createProduct(t.db, { vendorId: closed.id, title: 'Closed Shop Tablet', slug: 'closed-tablet' });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Entities decoded back, so a value can be compared with what was stored. */
const decodeEntities = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The head as a previewer reads it: every title, description, canonical and meta tag. */
function head(html: string) {
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta[m[1] as string] = decodeEntities(m[2] as string);
  }
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1] as string));
  const descriptions = html.match(/<meta name="description"/g)?.length ?? 0;
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  return { meta, titles, descriptions, canonical: canonical && decodeEntities(canonical) };
}

async function page(url: string) {
  queries = 0;
  const res = await t.app.inject(url);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  expect(res.headers['cache-control'], url).toBe('no-cache');
  return { status: res.statusCode, body: res.body, ...head(res.body), queries };
}

describe('a shared product link', () => {
  it.each(['/detail/macbook-air-m2/', '/detail/macbook-air-m2'])(
    '%s carries the product’s own title, description, canonical URL, picture and price',
    async (url) => {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.titles).toEqual(['MacBook Air M2 13" · Pasal']);
      expect(p.descriptions).toBe(1);
      expect(p.canonical).toBe(`${SITE}/detail/macbook-air-m2/`);
      expect(p.meta).toEqual({
        description:
          'Rs. 1,49,999 · Laptops at Pokhara Tech Bazaar on Pasal. Apple M2 chip, 8 GB memory and a 13.6-inch Liquid Retina display.',
        'og:site_name': 'Pasal',
        'og:type': 'product',
        'og:title': 'MacBook Air M2 13" · Pasal',
        'og:description': p.meta.description,
        'og:url': `${SITE}/detail/macbook-air-m2/`,
        'og:image': `${SITE}/media/products/macbook-air-m2-0-800.webp`,
        'product:price:amount': '149999.00',
        'product:price:currency': 'NPR',
        'twitter:card': 'summary_large_image',
        'twitter:title': 'MacBook Air M2 13" · Pasal',
        'twitter:description': p.meta.description,
        'twitter:image': `${SITE}/media/products/macbook-air-m2-0-800.webp`,
      });
      // The rest of the shell is untouched: the app still boots from it.
      expect(p.body).toContain('<script type="module" src="/assets/index-3f2a.js"></script>');
      expect(p.body).toContain('<div id="root"></div>');
      expect(p.queries).toBe(1);
    },
  );

  it('answers a HEAD (some previewers look before they fetch) as the GET would, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/detail/macbook-air-m2/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/detail/draft/' })).statusCode).toBe(404);
  });

  it('comes out inert when the title and description hold markup and quotes', async () => {
    const p = await page('/detail/evil/');
    expect(p.status).toBe(200);
    expect(p.body).not.toContain('<script>alert');
    expect(p.body).not.toContain('<b>');
    expect(p.body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Quoted&quot; &amp; &#39;single&#39;',
    );
    expect(p.titles).toEqual([`${EVIL} · Pasal`]);
    expect(p.meta['og:title']).toBe(`${EVIL} · Pasal`);
    expect(p.meta['og:description']).toContain(EVIL.trim());
  });

  it.each([
    ['an unknown slug', '/detail/no-such-phone/'],
    ['a draft', '/detail/draft/'],
    ['a product of a closed shop', '/detail/closed-tablet'],
    ['a closed shop', '/vendor/closed-shop/'],
    ['an unknown shop', '/vendor/no-such-shop/'],
    ['a slug longer than any we make', `/detail/${'a'.repeat(300)}/`],
  ])('answers %s with 404 and the plain shell, which shows the app’s not-found page', async (_, url) => {
    const p = await page(url);
    expect(p.status).toBe(404);
    expect(p.body).toBe(INDEX);
    expect(p.queries).toBeLessThanOrEqual(1);
  });
});

describe('other pages', () => {
  it('a public shop carries the shop’s name, description and picture', async () => {
    const p = await page('/vendor/pokhara-tech-bazaar/');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Pokhara Tech Bazaar · Pasal']);
    expect(p.canonical).toBe(`${SITE}/vendor/pokhara-tech-bazaar/`);
    expect(p.meta).toMatchObject({
      description: 'Genuine laptops and phones, Lakeside, Pokhara.',
      'og:type': 'profile',
      'og:url': `${SITE}/vendor/pokhara-tech-bazaar/`,
      'og:image': `${SITE}/media/vendors/pokhara-tech-bazaar-800.webp`,
      'twitter:card': 'summary_large_image',
    });
    expect(p.meta['product:price:amount']).toBeUndefined();
    expect(p.queries).toBe(1);
  });

  it('a category search is titled by the category, with one canonical address', async () => {
    const p = await page(`/search/?category=${laptops.id}&page=2&sort=price_asc`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Laptops · Pasal']);
    expect(p.canonical).toBe(`${SITE}/search/?category=${laptops.id}`);
    expect(p.meta['og:url']).toBe(p.canonical);
    expect(p.meta['og:image']).toBe(`${SITE}/media/categories/laptops-800.webp`);
    expect(p.meta.description).toMatch(/^Laptops on Pasal/);
  });

  it('a word search is titled as the page titles itself, its words escaped in the URL', async () => {
    const p = await page('/search?query=gaming%20laptop%20%26%20%3Cmouse%3E');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Search: gaming laptop & <mouse> · Pasal']);
    expect(p.canonical).toBe(`${SITE}/search/?query=gaming+laptop+%26+%3Cmouse%3E`);
    expect(p.body).not.toContain('<mouse>');
    expect(p.queries).toBe(0);
  });

  it('an unknown category falls back to all products rather than failing', async () => {
    const p = await page('/search/?category=999999');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['All products · Pasal']);
    expect(p.canonical).toBe(`${SITE}/search/`);
  });

  it('the home page carries the site’s tags and default picture', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Pasal · Tech marketplace of Nepal']);
    expect(p.canonical).toBe(`${SITE}/`);
    expect(p.meta).toMatchObject({
      'og:type': 'website',
      'og:url': `${SITE}/`,
      'og:image': `${SITE}/carousel/shop-all-800.webp`,
    });
    expect(p.descriptions).toBe(1);
  });

  it.each(['/vendor/dashboard/', '/vendor/orders', '/cart/', '/customer/orders/', '/login'])(
    '%s (private or a form) keeps the shell as built',
    async (url) => {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.body).toBe(INDEX);
      expect(p.queries).toBe(0);
    },
  );
});
