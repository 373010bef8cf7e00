import { PRODUCT_PART_LIMITS, productCardSchema, productDetailSchema } from '@pasal/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedStart } from './random-sample.ts';

let t: TestApp;
let queries = 0;
let shop: { id: number; slug: string };
let laptops: { id: number };

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  const owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id, name: 'Kathmandu Gadgets', image: 'vendors/kg' });
  const closedOwner = await createUser(t.db);
  const closed = await createVendor(t.db, { userId: closedOwner.id, active: false });
  laptops = await createCategory(t.db, { title: 'Laptops', position: 2, image: 'categories/laptops' });
  await createCategory(t.db, { title: 'Phones', position: 1 });
  await createCategory(t.db, { title: 'Hidden', position: 0, active: false });
  for (let i = 0; i < 30; i++) {
    await createProduct(t.db, {
      vendorId: shop.id,
      categoryId: laptops.id,
      slug: `laptop-${i}`,
      featured: i % 10 === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      price: 150_000_00 + i,
    });
  }
  await createProduct(t.db, { vendorId: shop.id, slug: 'draft-one', status: 'draft', featured: true });
  await createProduct(t.db, { vendorId: closed.id, slug: 'closed-shop-product', featured: true });
  await createProduct(t.db, {
    vendorId: shop.id,
    categoryId: laptops.id,
    slug: 'macbook-pro-m2',
    title: 'MacBook Pro M2',
    image: 'products/macbook-pro-m2-0',
    price: 2_49_999_00,
    oldPrice: 2_79_999_00,
    stockQty: 0,
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    sizes: [{ name: '16GB/512GB' }, { name: '32GB/1TB', price: 3_19_999_00 }],
    colors: [{ name: 'Space Grey', colorCode: '#53565a' }],
    specifications: [{ title: 'Chip', content: 'Apple M2 Pro' }],
    gallery: ['products/macbook-pro-m2-1', 'products/macbook-pro-m2-2'],
  });
});
afterAll(() => t.close());

describe('catalogue reads', () => {
  it('lists active categories in display order with image URLs', async () => {
    const res = await t.app.inject('/api/v1/category/');
    const body = res.json();
    expect(body.map((c: { title: string }) => c.title)).toEqual(['Phones', 'Laptops']);
    expect(body[1].image).toBe('http://localhost:80/media/categories/laptops-400.webp');
    expect(body[0].image).toBe('');
  });

  it('pages published products newest first, with the total in X-Total-Count', async () => {
    const first = await t.app.inject('/api/v1/products/?page=1&page_size=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('31');
    const slugs = first.json().map((p: { slug: string }) => p.slug);
    expect(slugs.slice(0, 3)).toEqual(['laptop-29', 'laptop-28', 'laptop-27']);
    const last = await t.app.inject('/api/v1/products/?page=4&page_size=10');
    expect(last.json().map((p: { slug: string }) => p.slug)).toEqual(['macbook-pro-m2']);
    for (const p of first.json()) productCardSchema.parse(p);
  });

  it("orders at random by seed: every product once, from the seed's starting key round to it", async () => {
    const slugs = async (url: string): Promise<string[]> =>
      (await t.app.inject(url)).json().map((p: { slug: string }) => p.slug);
    const walk = async (seed: number, pageSize: number) => {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const got = await slugs(
          `/api/v1/products/?order=random&seed=${seed}&page=${page}&page_size=${pageSize}`,
        );
        seen.push(...got);
        if (got.length < pageSize) return seen;
      }
    };
    // The contract worked out from the stored keys: by shuffle key, rotated to the seed's start.
    const newest = await slugs('/api/v1/products/?page_size=100');
    const byKey = (
      await t.db
        .select({ slug: products.slug, key: products.shuffleKey, id: products.id })
        .from(products)
        .where(inArray(products.slug, newest))
    ).sort((a, b) => a.key - b.key || a.id - b.id);
    const expected = (seed: number) => {
      const at = byKey.findIndex((p) => p.key >= seedStart(seed));
      const cut = at < 0 ? byKey.length : at;
      return [...byKey.slice(cut), ...byKey.slice(0, cut)].map((p) => p.slug);
    };
    const seedWhere = (test: (start: number) => boolean) => {
      let seed = 1;
      while (!test(seedStart(seed))) seed++;
      return seed;
    };
    const lowest = byKey[0]?.key ?? 0;
    const highest = byKey.at(-1)?.key ?? 0;
    // Ordinary seeds, the extremes, and seeds starting below every key (no wrap) or above (all wrap).
    const seeds = [7, 0, 2_147_483_647, seedWhere((s) => s < lowest), seedWhere((s) => s > highest)];
    for (const seed of seeds) {
      for (const pageSize of [10, 7]) {
        const order = await walk(seed, pageSize);
        expect(order, `seed ${seed}, pages of ${pageSize}`).toEqual(expected(seed));
        expect(new Set(order)).toEqual(new Set(newest));
        expect(order).toHaveLength(31);
      }
    }
    expect(await walk(7, 10)).not.toEqual(newest);
    // A seed lands in one of 31 gaps between keys, so a few of 20 seeds may share a start; most do not.
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => slugs(`/api/v1/products/?order=random&seed=${i + 1}&page_size=1`)),
    );
    expect(new Set(firsts.flat()).size).toBeGreaterThan(10);
    const random = await t.app.inject('/api/v1/products/?order=random&seed=3');
    expect(random.headers['x-total-count']).toBe('31');
    expect((await t.app.inject('/api/v1/products/?order=shuffled')).statusCode).toBe(400);
  });

  it('bounds the page size', async () => {
    const res = await t.app.inject('/api/v1/products/?page_size=100000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('page_size');
    const fallback = await t.app.inject('/api/products/');
    expect(fallback.json()).toHaveLength(24);
  });

  it('lists only published featured products of active shops', async () => {
    const res = await t.app.inject('/api/v1/featured-products/');
    expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['laptop-20', 'laptop-10', 'laptop-0']);
  });

  it('shows one product with its children, money as decimal strings', async () => {
    const res = await t.app.inject('/api/v1/products/macbook-pro-m2/');
    expect(res.statusCode).toBe(200);
    const p = productDetailSchema.parse(res.json());
    expect(p.price).toBe('249999.00');
    expect(p.old_price).toBe('279999.00');
    expect(p.in_stock).toBe(false);
    expect(p.size).toEqual([
      { id: expect.any(Number), name: '16GB/512GB', price: null },
      { id: expect.any(Number), name: '32GB/1TB', price: '319999.00' },
    ]);
    expect(p.color[0]).toMatchObject({ name: 'Space Grey', color_code: '#53565a' });
    expect(p.specification[0]).toMatchObject({ title: 'Chip', content: 'Apple M2 Pro' });
    expect(p.gallery.map((g) => g.image.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      '/media/products/macbook-pro-m2-1-800.webp',
      '/media/products/macbook-pro-m2-2-800.webp',
    ]);
    // The thumbnail strip loads the small variant, not the 800 px picture.
    expect(p.gallery.map((g) => g.image_thumb.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      '/media/products/macbook-pro-m2-1-400.webp',
      '/media/products/macbook-pro-m2-2-400.webp',
    ]);
    expect(p.image_thumb).toMatch(/\/media\/products\/macbook-pro-m2-0-400\.webp$/);
    expect(p.vendor).toMatchObject({ name: 'Kathmandu Gadgets', slug: shop.slug });
    expect(p.category).toMatchObject({ id: laptops.id, title: 'Laptops' });
  });

  it('reads no more sizes, colours, specifications and pictures than a product may carry', async () => {
    const over = (limit: number) => Array.from({ length: limit + 5 }, (_, i) => i);
    await createProduct(t.db, {
      vendorId: shop.id,
      slug: 'overloaded',
      sizes: over(PRODUCT_PART_LIMITS.size).map((i) => ({ name: `Size ${i}` })),
      colors: over(PRODUCT_PART_LIMITS.color).map((i) => ({ name: `Colour ${i}`, colorCode: '#000000' })),
      specifications: over(PRODUCT_PART_LIMITS.specification).map((i) => ({
        title: `Spec ${i}`,
        content: 'x',
      })),
      gallery: over(PRODUCT_PART_LIMITS.gallery).map((i) => `products/overloaded-${i}`),
    });
    const p = productDetailSchema.parse((await t.app.inject('/api/v1/products/overloaded/')).json());
    expect([p.size.length, p.color.length, p.specification.length, p.gallery.length]).toEqual([
      PRODUCT_PART_LIMITS.size,
      PRODUCT_PART_LIMITS.color,
      PRODUCT_PART_LIMITS.specification,
      PRODUCT_PART_LIMITS.gallery,
    ]);
    expect(p.size[0]?.name).toBe('Size 0');
  });

  it('answers 404 JSON for drafts, closed shops and unknown slugs', async () => {
    for (const slug of ['draft-one', 'closed-shop-product', 'nope']) {
      const res = await t.app.inject(`/api/v1/products/${slug}/`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ detail: 'Product not found.' });
    }
  });

  it('runs a fixed number of queries however many rows a page holds (no N+1)', async () => {
    const count = async (url: string) => {
      queries = 0;
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      return queries;
    };
    const list = await count('/api/v1/products/?page_size=3');
    // The page (its cards carrying their sizes and colours) and the total.
    expect(list).toBe(2);
    expect(await count('/api/v1/products/?page_size=30')).toBe(list);
    expect(await count('/api/v1/products/?order=random&seed=9&page_size=3')).toBe(list);
    expect(await count('/api/v1/products/?order=random&seed=9&page_size=30')).toBe(list);
    expect(await count('/api/v1/featured-products/?page_size=1')).toBe(
      await count('/api/v1/featured-products/?page_size=3'),
    );
    // MacBook has two sizes, a colour, a spec and two gallery images; laptop-1 has none.
    // One statement: the card with its sizes, colours, specifications and gallery.
    const detail = await count('/api/v1/products/macbook-pro-m2/');
    expect(detail).toBe(1);
    expect(await count('/api/v1/products/laptop-1/')).toBe(detail);
  });
});
