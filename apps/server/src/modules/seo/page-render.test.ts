import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ACCESS_COOKIE } from '@pasal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { buildWeb } from '../../test/built-web.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * What home's first load may cost a phone, gzip: the scripts its HTML asks for, at most 100 KB
 * (issue 19). About 75 KB on Preact (decision 0031); React DOM alone was 64 KB of the 134 KB
 * before. zod, forms, charts and toasts must stay out.
 */
const FIRST_LOAD_BUDGET = 100 * 1024;

/** `import{a}from"./chunk.js"` and `import"./chunk.js"` as the build writes them; not `import("./chunk.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** zod names its schema classes; sonner marks its toaster. */
function expectNeitherZodNorSonner(bodies: string[]) {
  for (const body of bodies) {
    expect(body).not.toContain('ZodObject');
    expect(body).not.toContain('data-sonner-toaster');
  }
}

let t: TestApp;
let web: Awaited<ReturnType<typeof buildWeb>> | undefined;

/** The web app built as `npm start` builds it (browser bundle and server renderer), into a folder of its own. */
beforeAll(async () => {
  web = await buildWeb();
  t = await createTestApp({ env: { WEB_DIST: web.dir } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

/** The page's HTML and the inside of its root element. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(res.body)?.[1] ?? '';
  return { status: res.statusCode, html: res.body, root, vary: res.headers.vary };
}

describe('home’s first load', () => {
  it('asks for no more script than the budget, and none of zod or sonner', async () => {
    const { html } = await page('/');
    // What the page's boot script starts (at the first touch): the entry and the modules it preloads.
    const boot = /<script defer src="\/boot\.js" data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>/.exec(
      html,
    );
    const scripts = [boot?.[1], ...(boot?.[2]?.split(' ') ?? [])].filter(Boolean).map((src) => [src, src]);
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async ([, src]) => (await t.app.inject(src ?? '')).body));
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(gzipped).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    expectNeitherZodNorSonner(bodies);
  });

  it('asks for the app’s own start in one file: the entry imports no chunk but the bundler’s runtime', async () => {
    const { html } = await page('/');
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
    const body = (await t.app.inject(entry)).body;
    const imported = [...body.matchAll(STATIC_IMPORT)].map(([, name]) => name);
    // Each script is an answer the phone's main thread handles in a task of its own.
    expect(imported.filter((name) => !name?.startsWith('rolldown-runtime-'))).toEqual([]);
  });
});

/**
 * A route's chunk (named `chunk` and the build's 8-character hash) and every chunk it imports
 * statically, by file name: what opening that page loads (`import("…")` waits for first use).
 */
async function routeScripts(chunk: string): Promise<Map<string, string>> {
  const assets = path.join(web?.dir ?? '', 'assets');
  const route = (await readdir(assets)).find((name) => new RegExp(`^${chunk}-[\\w-]{8}\\.js$`).test(name));
  expect(route, `${chunk}'s chunk`).toBeDefined();
  const bodies = new Map<string, string>();
  const pending = [route ?? ''];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (bodies.has(name)) continue;
    const body = await readFile(path.join(assets, name), 'utf8');
    bodies.set(name, body);
    for (const [, imported] of body.matchAll(STATIC_IMPORT)) pending.push(imported ?? '');
  }
  return bodies;
}

describe('the scripts of the product and shop pages', () => {
  it.each([
    ['product', 'product-detail'],
    ['shop', 'shop'],
  ])(
    'import neither zod nor sonner on the %s page: its calls load the schemas, its toasts sonner, on first use',
    async (_page, chunk) => {
      const bodies = await routeScripts(chunk);
      expect(bodies.size).toBeGreaterThan(1);
      expectNeitherZodNorSonner([...bodies.values()]);
    },
  );
});

/**
 * The most files a public page's own code may come in, beside the entry and the bundler's runtime
 * that every page has already: each is a request (a phone on HTTP/1.1 makes six at a time) and a
 * task on the page's main thread. Left to Rolldown they were 26–33 files of a few hundred bytes
 * each; the build groups what the pages share (apps/web/vite.config.ts) into 4–8.
 */
const ROUTE_FILES = 8;

describe('the public pages’ own scripts', () => {
  it.each(['home', 'search', 'product-detail', 'shop'])(
    `come in at most ${ROUTE_FILES} files on the %s page`,
    async (chunk) => {
      const files = [...(await routeScripts(chunk)).keys()].filter(
        (name) => !/^(index|rolldown-runtime)-/.test(name),
      );
      expect(files.length, files.join(' ')).toBeLessThanOrEqual(ROUTE_FILES);
    },
  );
});

describe('public pages rendered on the server', () => {
  let shop: { id: number };
  const slug = 'macbook-air-m2';
  const title = 'MacBook Air M2';
  beforeAll(async () => {
    const category = await createCategory(t.db, { title: 'Laptops', slug: 'laptops' });
    const owner = await createUser(t.db);
    shop = await createVendor(t.db, { userId: owner.id, slug: 'pokhara-tech-bazaar' });
    await createProduct(t.db, {
      vendorId: shop.id,
      categoryId: category.id,
      title,
      slug,
      image: 'products/macbook-air-m2-0',
      featured: true,
    });
  });

  it('sends a shop page whose search box works before the app has taken over: it keeps the view and the other filters', async () => {
    const { status, root } = await page(
      '/vendor/pokhara-tech-bazaar/?view=list&sort=price-asc&page=2&search=old',
    );
    expect(status).toBe(200);
    const form = /<search aria-label="Search this shop"[^>]*>([\s\S]*?)<\/search>/.exec(root)?.[1] ?? '';
    const fields = [...form.matchAll(/<input[^>]*>/g)].map(([input]) => ({
      type: /type="([^"]*)"/.exec(input)?.[1],
      name: /name="([^"]*)"/.exec(input)?.[1],
      value: /value="([^"]*)"/.exec(input)?.[1],
    }));
    // A form without an action asks for this address with its fields: a new search, from page 1.
    expect(fields).toEqual([
      { type: 'hidden', name: 'sort', value: 'price-asc' },
      { type: 'hidden', name: 'view', value: 'list' },
      { type: 'search', name: 'search', value: 'old' },
    ]);
  });

  it('sends a product page with its title in the body, its data, and its picture preloaded', async () => {
    const { status, html, root } = await page(`/detail/${slug}/`);
    expect(status).toBe(200);
    expect(root).toContain(`>${title}</h1>`);
    expect(html).toContain('<script type="application/json" id="pasal-state">');
    const image = JSON.parse(/"image":("[^"]+")/.exec(html)?.[1] ?? '""') as string;
    expect(image).toMatch(/-800\.webp$/);
    const preload = html.indexOf(`<link rel="preload" as="image" href="${image}"`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    // No script of the app is asked for before the page has painted: boot.js starts them.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/index-[^"]+\.js"/);
  });

  it('renders home and search with the header’s categories and the products they list', async () => {
    const home = await page('/');
    expect(home.root).toContain('Featured Tech Products');
    expect(home.html).toContain('<link rel="preload" as="image" href="/carousel/');
    const search = await page(`/search?query=${encodeURIComponent(title)}`);
    expect(search.root).toContain(`/detail/${slug}/`);
    // The header's "All products" (spec §2, `?clear=true`): every product, rendered, not "Searching…".
    const all = await page(`/search/?clear=true&query=${encodeURIComponent('no such words')}`);
    expect(all.root).toContain(`/detail/${slug}/`);
    expect(all.root).not.toContain('Searching…');
  });

  it('says "1,000+ products" for a search matching more products than the server counts', async () => {
    // 1,001 matches in one statement: the search-vector trigger indexes each row as it goes in.
    await t.db.execute(sql`
      insert into products (vendor_id, title, slug, pid, description, price, stock_qty, status)
      select ${shop.id}, 'Zorblax braided cable ' || g, 'zorblax-cable-' || g, 'zbx' || g,
             'A braided cable.', 50000, 5, 'published'
      from generate_series(1, 1001) g`);
    const search = await page('/search?query=zorblax');
    expect(search.root).toContain('1,000+ products found');
  });

  it('leaves visitors with a session, and private pages, to the browser', async () => {
    const signedIn = await page(`/detail/${slug}/`, { cookie: `${ACCESS_COOKIE}=x.y.z` });
    expect(signedIn.html).toContain('<div id="root"></div>');
    expect(signedIn.html).not.toContain('pasal-state');
    // One address, two answers: a cache between must keep them apart by the cookie.
    expect(signedIn.vary).toBe('Cookie');
    expect((await page(`/detail/${slug}/`)).vary).toBe('Cookie');
    const cart = await page('/cart/');
    expect(cart.html).toContain('<div id="root"></div>');
  });

  it('never serves the server renderer itself', async () => {
    expect((await t.app.inject('/ssr/entry-server.js')).statusCode).toBe(404);
  });
});
