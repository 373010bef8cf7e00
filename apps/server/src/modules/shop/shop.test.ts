import { paisaToDecimal, shopProductCardSchema, shopSchema, shopSummarySchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: { id: number; slug: string };
type Category = { id: number; title: string };
let categories: [Category, Category, Category];

/** The shop's published products as written, the oracle every filter and sort is checked against. */
interface Listed {
  id: number;
  slug: string;
  title: string;
  description: string;
  categoryId: number;
  price: number;
  stockQty: number;
  featured: boolean;
  rating: number;
  ratingCount: number;
  orders: number;
  createdAt: Date;
}
const listed: Listed[] = [];

const PRICES = [45_000_00, 80_000_00, 1_20_000_00, 80_000_00, 2_500_00];
const RATINGS = [4.5, 3.8, 5, 4.5, 0, 2.9];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db, { email: 'sunita@pokhara.np' });
  shop = await createVendor(t.db, {
    userId: owner.id,
    name: 'Pokhara Tech Bazaar',
    slug: 'pokhara-tech-bazaar',
    createdAt: new Date('2023-05-03T05:30:00Z'),
  });
  categories = [
    await createCategory(t.db, { title: 'Laptops', position: 2 }),
    await createCategory(t.db, { title: 'Phones', position: 1 }),
    await createCategory(t.db, { title: 'Audio', position: 3 }),
  ];
  for (let i = 0; i < 15; i++) {
    const category = categories[i % 3] as Category;
    const title = i === 4 ? 'Apple MacBook Air M3' : `${category.title} model ${String.fromCharCode(65 + i)}`;
    const description =
      i === 7 ? 'Comes with an official Nepal WARRANTY card.' : `A dependable ${category.title}.`;
    const product = await createProduct(t.db, {
      vendorId: shop.id,
      categoryId: category.id,
      slug: `listed-${i}`,
      title,
      description,
      price: PRICES[i % PRICES.length] as number,
      stockQty: i % 4 === 0 ? 0 : 10 + i,
      featured: i % 5 === 1,
      // Two products share each day: the newest sorts must still agree page after page.
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))),
    });
    const rating = RATINGS[i % RATINGS.length] as number;
    const sold = (i * 7) % 5;
    await t.db
      .update(products)
      .set({ rating, ratingCount: rating ? i + 1 : 0, orders: sold })
      .where(eq(products.id, product.id));
    listed.push({
      ...product,
      categoryId: category.id,
      rating,
      ratingCount: rating ? i + 1 : 0,
      orders: sold,
    });
  }
  await createProduct(t.db, {
    vendorId: shop.id,
    slug: 'a-draft',
    status: 'draft',
    categoryId: categories[0].id,
  });
  await createProduct(t.db, { vendorId: shop.id, slug: 'deleted', status: 'archived' });
  const elsewhere = await createVendor(t.db, { userId: (await createUser(t.db)).id, slug: 'elsewhere' });
  await createProduct(t.db, { vendorId: elsewhere.id, slug: 'not-ours', categoryId: categories[0].id });
  const closed = await createVendor(t.db, {
    userId: (await createUser(t.db)).id,
    slug: 'closed',
    active: false,
  });
  await createProduct(t.db, { vendorId: closed.id, slug: 'closed-shop-product' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(`/api/v1/${url}`);
const slugsOf = async (query: string) => {
  const res = await get(`vendor-products/${shop.slug}/?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slug: string }[]).map((p) => p.slug);
};
const byNewest = (a: Listed, b: Listed) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const slugs = (rows: Listed[], order: (a: Listed, b: Listed) => number = byNewest) =>
  [...rows].sort(order).map((p) => p.slug);

describe('public shop', () => {
  it('shows an open shop to anyone: name, image, description, mobile, e-mail, date', async () => {
    const res = await get(`shop/${shop.slug}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(shopSchema.parse(res.json())).toMatchObject({
      id: shop.id,
      name: 'Pokhara Tech Bazaar',
      slug: 'pokhara-tech-bazaar',
      user: { email: 'sunita@pokhara.np' },
      date: '2023-05-03T05:30:00.000Z',
    });
  });

  it('answers 404 JSON for an unknown or closed shop on every shop call', async () => {
    for (const slug of ['no-such-shop', 'closed']) {
      for (const call of ['shop', 'vendor-products', 'shop-summary']) {
        const res = await get(`${call}/${slug}/`);
        expect(res.statusCode, `${call}/${slug}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Shop not found.' });
      }
    }
  });

  it('lists only published products, newest first, 12 a page with X-Total-Count and descriptions', async () => {
    const first = await get(`vendor-products/${shop.slug}/`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('15');
    const cards = first.json().map((c: unknown) => shopProductCardSchema.parse(c));
    expect(cards.map((c: { slug: string }) => c.slug)).toEqual(slugs(listed).slice(0, 12));
    expect(cards.find((c: { slug: string }) => c.slug === 'listed-7')?.description).toBe(
      'Comes with an official Nepal WARRANTY card.',
    );
    const second = await get(`vendor-products/${shop.slug}/?page=2`);
    expect(second.json().map((c: { slug: string }) => c.slug)).toEqual(slugs(listed).slice(12));
  });

  it('finds words in the title or the description, whatever their case', async () => {
    expect(await slugsOf('query=MACB')).toEqual(['listed-4']);
    expect(await slugsOf('query=warranty')).toEqual(['listed-7']);
    expect(await slugsOf('query=nothing-like-this')).toEqual([]);
  });

  it('filters by several categories, either way of sending them', async () => {
    const [laptops, phones] = categories;
    const expected = slugs(listed.filter((p) => p.categoryId === laptops.id || p.categoryId === phones.id));
    expect(await slugsOf(`category=${laptops.id}&category=${phones.id}`)).toEqual(expected);
    expect(await slugsOf(`category=${laptops.id},${phones.id}`)).toEqual(expected);
  });

  it('filters by price in rupees, minimum rating, stock and featured, together', async () => {
    expect(await slugsOf('min_price=50000&max_price=120000')).toEqual(
      slugs(listed.filter((p) => p.price >= 50_000_00 && p.price <= 1_20_000_00)),
    );
    expect(await slugsOf('min_rating=4')).toEqual(slugs(listed.filter((p) => p.rating >= 4)));
    expect(await slugsOf('in_stock=true')).toEqual(slugs(listed.filter((p) => p.stockQty > 0)));
    expect(await slugsOf('featured=true')).toEqual(slugs(listed.filter((p) => p.featured)));
    const all = await slugsOf('min_rating=3&in_stock=1&max_price=100000');
    const expected = slugs(listed.filter((p) => p.rating >= 3 && p.stockQty > 0 && p.price <= 1_00_000_00));
    expect(all).toEqual(expected);
    expect(all.length).toBeGreaterThan(0);
  });

  it('sorts six ways, equal keys in id order, and pages them without repeats or gaps', async () => {
    const sorts: Record<string, (a: Listed, b: Listed) => number> = {
      newest: byNewest,
      oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
      'price-asc': (a, b) => a.price - b.price || a.id - b.id,
      'price-desc': (a, b) => b.price - a.price || b.id - a.id,
      rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || b.id - a.id,
      orders: (a, b) => b.orders - a.orders || b.id - a.id,
    };
    for (const [sort, order] of Object.entries(sorts)) {
      const expected = slugs(listed, order);
      expect(await slugsOf(`sort=${sort}`), sort).toEqual(expected);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await get(`vendor-products/${shop.slug}/?sort=${sort}&page_size=4&page=${page}`);
        paged.push(...res.json().map((c: { slug: string }) => c.slug));
      }
      expect(paged, sort).toEqual(expected);
    }
    expect((await get(`vendor-products/${shop.slug}/?sort=cheapest`)).statusCode).toBe(400);
  });

  it('sums up the published catalogue: total, categories with counts in display order, prices, year', async () => {
    const res = await get(`shop-summary/${shop.slug}/`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = shopSummarySchema.parse(res.json());
    const prices = listed.map((p) => p.price);
    const countOf = (id: number) => listed.filter((p) => p.categoryId === id).length;
    const [laptops, phones, audio] = categories;
    expect(summary).toMatchObject({
      total_products: 15,
      min_price: paisaToDecimal(Math.min(...prices)),
      max_price: paisaToDecimal(Math.max(...prices)),
      average_price: paisaToDecimal(Math.round(prices.reduce((a, b) => a + b, 0) / prices.length)),
      active_since: 2023,
    });
    expect(summary.categories.map((c) => [c.id, c.count])).toEqual([
      [phones.id, countOf(phones.id)],
      [laptops.id, countOf(laptops.id)],
      [audio.id, countOf(audio.id)],
    ]);
  });
});
