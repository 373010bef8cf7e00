import {
  REPLY_MESSAGES,
  reviewSchema,
  VENDOR_REVIEW_PAGE_SIZE,
  vendorReplySavedSchema,
  vendorReviewGroupsSchema,
  vendorReviewSchema,
} from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import {
  createCategory,
  createProduct,
  createReview,
  createReviews,
  createUser,
  type Product,
  type Review,
  refreshProductRatings,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nepalDay } from '../../test/vendor-operations.ts';
import { openShop, type Shop } from '../vendor-products/test-kit.ts';

let t: TestApp;
let queries = 0;
let shop: Shop;
let rival: Shop;
let phone: Product;
let charger: Product;
let theirs: Product;
let phoneReviews: Review[];
let chargerReview: Review;
let theirReview: Review;

const DAY = 86_400_000;
/** Noon in Kathmandu `n` days ago. */
const daysAgo = (n: number) => new Date(Math.floor(Date.now() / DAY) * DAY - n * DAY + 6 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  shop = await openShop(t);
  rival = await openShop(t);
  const phones = await createCategory(t.db, { title: 'Phones' });
  phone = await createProduct(t.db, {
    vendorId: shop.vendorId,
    title: 'Galaxy A55',
    categoryId: phones.id,
    image: 'products/galaxy-a55',
    price: 55_000_00,
    stockQty: 3,
  });
  charger = await createProduct(t.db, { vendorId: shop.vendorId, title: 'Anker Charger', stockQty: 0 });
  const archived = await createProduct(t.db, { vendorId: shop.vendorId, status: 'archived' });
  theirs = await createProduct(t.db, { vendorId: rival.vendorId, title: 'Galaxy Buds' });
  const buyers = await Promise.all(
    [
      'Aarati Sharma',
      'Bikash Thapa',
      'Chandra Rai',
      'Dipa Gurung',
      'Esha Karki',
      'Firoz Ansari',
      'Gita Magar',
    ].map((fullName) => createUser(t.db, { fullName })),
  );
  // Seven reviews of the phone, one a day (the newest 1 day ago), ratings 1..5 then 5, 5.
  phoneReviews = await createReviews(
    t.db,
    buyers.map((buyer, i) => ({
      userId: buyer.id,
      productId: phone.id,
      rating: [5, 5, 5, 4, 3, 2, 1][i] ?? 5,
      review: i === 3 ? 'Camera is sharp, battery lasts two days' : `Review number ${i}`,
      createdAt: daysAgo(i + 1),
    })),
  );
  // The charger's only visible review is today's, so it comes first; a hidden one is not shown.
  chargerReview = await createReview(t.db, {
    userId: buyers[0]?.id ?? 0,
    productId: charger.id,
    rating: 2,
    review: 'Gets hot',
    createdAt: daysAgo(0),
  });
  await createReview(t.db, { userId: buyers[1]?.id ?? 0, productId: charger.id, active: false });
  await createReview(t.db, { userId: buyers[2]?.id ?? 0, productId: archived.id, createdAt: daysAgo(0) });
  theirReview = await createReview(t.db, {
    userId: buyers[3]?.id ?? 0,
    productId: theirs.id,
    review: 'Galaxy sound',
  });
  await refreshProductRatings(t.db, [phone.id, charger.id]);
});
afterAll(() => t.close());

const get = (who: Shop, path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: who.headers });
async function groups(query = '') {
  const res = await get(shop, `vendor-reviews/${shop.vendorId}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { total: Number(res.headers['x-total-count']), rows: vendorReviewGroupsSchema.parse(res.json()) };
}
const newestFirst = (list: Review[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

describe('vendor-reviews', () => {
  it("groups the shop's visible reviews per product, most recently reviewed first, with the first 5 of each", async () => {
    const { total, rows } = await groups();
    expect(total).toBe(2);
    expect(rows.map((g) => g.product.id)).toEqual([charger.id, phone.id]);
    const [chargerGroup, phoneGroup] = rows;
    expect(chargerGroup).toMatchObject({ average_rating: 2, review_count: 1 });
    expect(chargerGroup?.reviews.map((r) => r.id)).toEqual([chargerReview.id]);
    expect(phoneGroup?.product).toMatchObject({
      id: phone.id,
      title: 'Galaxy A55',
      price: '55000.00',
      category: { title: 'Phones' },
      stock_qty: 3,
      in_stock: true,
      description: phone.description,
    });
    expect(phoneGroup?.product.image).toMatch(/\/media\/.+/);
    // (5 + 5 + 5 + 4 + 3 + 2 + 1) / 7 = 3.57
    expect(phoneGroup).toMatchObject({ average_rating: 3.6, review_count: 7 });
    expect(phoneGroup?.reviews.map((r) => r.id)).toEqual(
      newestFirst(phoneReviews)
        .slice(0, VENDOR_REVIEW_PAGE_SIZE)
        .map((r) => r.id),
    );
    expect(phoneGroup?.reviews[0]?.profile.full_name).toBe('Aarati Sharma');
  });

  it('pages by product', async () => {
    const second = await groups('?page=2&page_size=1');
    expect(second).toMatchObject({ total: 2 });
    expect(second.rows.map((g) => g.product.id)).toEqual([phone.id]);
  });

  it('filters by rating, product, text (review, reviewer or product) and Nepal dates; counts follow', async () => {
    const fives = await groups('?rating=5');
    expect(fives.rows.map((g) => [g.product.id, g.review_count, g.average_rating])).toEqual([
      [phone.id, 3, 5],
    ]);
    expect((await groups(`?product=${charger.id}`)).rows.map((g) => g.product.id)).toEqual([charger.id]);
    const battery = await groups('?query=BATTERY');
    expect(battery.rows.flatMap((g) => g.reviews.map((r) => r.id))).toEqual([phoneReviews[3]?.id]);
    const byName = await groups('?query=bikash');
    expect(byName.rows.flatMap((g) => g.reviews.map((r) => r.profile.full_name))).toEqual(['Bikash Thapa']);
    expect((await groups('?query=anker')).rows.map((g) => g.review_count)).toEqual([1]);
    // Days 2..3 ago, both ends included.
    const range = await groups(`?start_date=${nepalDay(daysAgo(3))}&end_date=${nepalDay(daysAgo(2))}`);
    expect(range.rows.flatMap((g) => g.reviews.map((r) => r.id)).sort()).toEqual(
      [phoneReviews[1]?.id, phoneReviews[2]?.id].sort(),
    );
    expect(await groups('?query=Galaxy%20Buds')).toEqual({ total: 0, rows: [] });
    for (const bad of ['?rating=6', '?start_date=2025-02-31', '?product=abc']) {
      expect((await get(shop, `vendor-reviews/${shop.vendorId}/${bad}`)).statusCode).toBe(400);
    }
  });

  it("pages one product's reviews 5 at a time; another shop's product is not found", async () => {
    const res = await get(shop, `vendor-product-reviews/${shop.vendorId}/${phone.id}/?page=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.json().map((r: { id: number }) => vendorReviewSchema.parse(r).id)).toEqual(
      newestFirst(phoneReviews)
        .slice(VENDOR_REVIEW_PAGE_SIZE)
        .map((r) => r.id),
    );
    const filtered = await get(shop, `vendor-product-reviews/${shop.vendorId}/${phone.id}/?rating=5`);
    expect(filtered.headers['x-total-count']).toBe('3');
    expect((await get(shop, `vendor-product-reviews/${shop.vendorId}/${theirs.id}/`)).statusCode).toBe(404);
    expect((await get(rival, `vendor-reviews/${shop.vendorId}/`)).statusCode).toBe(403);
  });

  it('costs the same queries for a page of 1 product as of 2 (no query per product or review)', async () => {
    const cost = async (query: string) => {
      queries = 0;
      expect((await groups(query)).rows.length).toBeGreaterThan(0);
      return queries;
    };
    expect(await cost('?page_size=1')).toBe(await cost(''));
  });
});

describe('PATCH vendor-reviews/{any}/{review_id}/', () => {
  const reply = (who: Shop | { headers: Record<string, string> }, path: string, body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/vendor-reviews/${path}/`,
      headers: who.headers,
      payload: body,
    });

  it('saves the trimmed reply of the product owner whatever the path says, and the product page shows it', async () => {
    const target = phoneReviews[0];
    for (const any of ['1', String(rival.vendorId), 'anything']) {
      const res = await reply(shop, `${any}/${target?.id}`, { reply: `  Thank you (${any})  ` });
      expect(res.statusCode, res.body).toBe(200);
      const saved = vendorReplySavedSchema.parse(res.json());
      expect(saved.message).toBe(REPLY_MESSAGES.saved);
      expect(saved.review).toMatchObject({ id: target?.id, reply: `Thank you (${any})` });
      expect(saved.review.replied_at).not.toBeNull();
    }
    const page = await t.app.inject({ url: `/api/v1/reviews/${phone.id}/?page_size=50` });
    const shown = page.json().map((r: unknown) => reviewSchema.parse(r));
    expect(shown.find((r: { id: number }) => r.id === target?.id)?.reply).toBe('Thank you (anything)');
  });

  it("refuses a blank reply, another shop's review (even with its own id in the path) and a customer", async () => {
    const res = await reply(shop, `1/${chargerReview.id}`, { reply: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reply).toEqual([REPLY_MESSAGES.empty]);
    expect((await reply(shop, `1/${chargerReview.id}`, {})).json().reply).toEqual([REPLY_MESSAGES.empty]);

    const stolen = await reply(rival, `${shop.vendorId}/${chargerReview.id}`, { reply: 'Buy ours instead' });
    expect(stolen.statusCode).toBe(404);
    const other = await reply(shop, `${rival.vendorId}/${theirReview.id}`, { reply: 'Buy ours instead' });
    expect(other.statusCode).toBe(404);
    const rows = await t.db
      .select({ reply: reviews.reply })
      .from(reviews)
      .where(eq(reviews.id, theirReview.id));
    expect(rows).toEqual([{ reply: null }]);

    const customer = await createUser(t.db);
    const asCustomer = { headers: await t.bearer({ user_id: customer.id, vendor_id: 0 }) };
    expect((await reply(asCustomer, `1/${chargerReview.id}`, { reply: 'Hi' })).statusCode).toBe(403);
    expect((await reply(shop, `1/999999`, { reply: 'Hi' })).statusCode).toBe(404);
  });
});
