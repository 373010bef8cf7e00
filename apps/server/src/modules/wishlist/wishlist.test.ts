import { WISHLIST_MESSAGES, wishlistEntrySchema } from '@pasal/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlist } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_WISHLIST_ITEMS } from './wishlist.service.ts';

let t: TestApp;
let queries = 0;
let shop: { id: number };
let items: { id: number; slug: string }[];
let draft: { id: number };
const guest = 'GUESTWISHAAAAAAAAAAAAAAAAAAAA1';

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
  const owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id });
  items = [];
  for (let i = 0; i < 30; i++)
    items.push(await createProduct(t.db, { vendorId: shop.id, slug: `item-${i}` }));
  draft = await createProduct(t.db, { vendorId: shop.id, status: 'draft' });
});
afterAll(() => t.close());

const item = (i: number) => items[i] as { id: number; slug: string };

async function toggleAsGuest(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/wishlist/', payload: body, headers });
}

async function toggleAsUser(userId: number, body: Record<string, unknown> | string, asUser = userId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/customer/wishlist/${userId}/`,
    payload: body,
    headers: {
      ...(await t.bearer({ user_id: asUser })),
      ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
  });
}

describe('wishlist toggle', () => {
  it("adds to and removes from a guest's wishlist by cart id", async () => {
    const added = await toggleAsGuest({ product_id: String(item(0).id), cart_id: guest, user_id: '0' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ message: WISHLIST_MESSAGES.added, in_wishlist: true });
    const rows = await t.db.select().from(wishlist).where(eq(wishlist.cartId, guest));
    expect(rows).toMatchObject([{ productId: item(0).id, userId: null }]);

    const removed = await toggleAsGuest({ product_id: item(0).id, cart_id: guest });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: WISHLIST_MESSAGES.removed, in_wishlist: false });
    expect(await t.db.select().from(wishlist).where(eq(wishlist.cartId, guest))).toEqual([]);
  });

  it('needs a cart id from a guest, and a user_id sent on the guest path must be the caller', async () => {
    const missing = await toggleAsGuest({ product_id: item(0).id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ cart_id: ['This field is required.'] });
    expect((await toggleAsGuest({ product_id: item(0).id, user_id: 5, cart_id: guest })).statusCode).toBe(
      401,
    );
    const other = await toggleAsGuest(
      { product_id: item(0).id, user_id: 5, cart_id: guest },
      await t.bearer({ user_id: 6 }),
    );
    expect(other.statusCode).toBe(403);
  });

  it("toggles a signed-in user's wishlist from a form, and only the caller's", async () => {
    const user = await createUser(t.db);
    const res = await toggleAsUser(user.id, `product_id=${item(1).id}&user_id=${user.id}`);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(wishlist).where(eq(wishlist.userId, user.id));
    expect(row).toMatchObject({ productId: item(1).id, cartId: null });
    expect((await toggleAsUser(user.id, { product_id: item(1).id, user_id: user.id + 1 })).statusCode).toBe(
      403,
    );
    expect((await toggleAsUser(user.id, { product_id: item(1).id }, user.id + 1)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/wishlist/${user.id}/`,
      payload: { product_id: item(1).id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await toggleAsUser(user.id, { product_id: item(1).id })).json().in_wishlist).toBe(false);
  });

  it('answers 404 for unknown or unpublished products, yet lets a product that left the shop be removed', async () => {
    const user = await createUser(t.db);
    for (const id of [999_999, draft.id]) {
      const res = await toggleAsUser(user.id, { product_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Product not found.' });
    }
    const later = await createProduct(t.db, { vendorId: shop.id });
    expect((await toggleAsUser(user.id, { product_id: later.id })).statusCode).toBe(201);
    await t.db.update(products).set({ status: 'disabled' }).where(eq(products.id, later.id));
    expect((await toggleAsUser(user.id, { product_id: later.id })).statusCode).toBe(200);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const user = await createUser(t.db);
    const many = await t.db
      .insert(products)
      .values(
        Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({
          vendorId: shop.id,
          title: `Bulk ${i}`,
          slug: `bulk-${i}`,
          pid: `bulk${i}`,
        })),
      )
      .returning({ id: products.id });
    await t.db.insert(wishlist).values(many.map((p) => ({ userId: user.id, productId: p.id })));
    const full = await toggleAsUser(user.id, { product_id: item(2).id });
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toMatch(/wishlist is full \(200 items\)/);
    const ids = await t.app.inject({
      url: `/api/v1/customer/wishlist/${user.id}/ids/`,
      headers: await t.bearer({ user_id: user.id }),
    });
    expect(ids.json().product_ids).toHaveLength(MAX_WISHLIST_ITEMS);

    // The guest merge at sign-in stops at the cap too.
    const guestCart = 'FULLMERGEAAAAAAAAAAAAAAAAAAAA1';
    await t.db.insert(wishlist).values([3, 4].map((i) => ({ cartId: guestCart, productId: item(i).id })));
    await t.db
      .delete(wishlist)
      .where(and(eq(wishlist.userId, user.id), eq(wishlist.productId, many[0]?.id ?? 0)));
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wishlist/merge/',
      payload: { user_id: user.id, cart_id: guestCart },
      headers: await t.bearer({ user_id: user.id }),
    });
    expect(merged.json()).toMatchObject({ message: 'Merged', wishlist: 1 });
    const [held] = await t.db.select({ n: count() }).from(wishlist).where(eq(wishlist.userId, user.id));
    expect(held?.n).toBe(MAX_WISHLIST_ITEMS);
  });
});

describe('wishlist reads', () => {
  let user: { id: number };
  let few: { id: number };
  const readCart = 'READWISHAAAAAAAAAAAAAAAAAAAAA1';

  beforeAll(async () => {
    user = await createUser(t.db);
    few = await createUser(t.db);
    await t.db.insert(wishlist).values([
      ...items.map((p, i) => ({
        userId: user.id,
        productId: p.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
      { userId: user.id, productId: draft.id, createdAt: new Date(Date.UTC(2026, 5, 1)) },
      ...items.slice(0, 3).map((p) => ({ userId: few.id, productId: p.id })),
      ...[5, 6].map((i) => ({
        cartId: readCart,
        productId: item(i).id,
        createdAt: new Date(Date.UTC(2026, 0, i)),
      })),
    ]);
  });

  const read = async (url: string, userId?: number) =>
    t.app.inject({ url, headers: userId ? await t.bearer({ user_id: userId }) : {} });

  it('lists the products still for sale as cards, newest first, paged, with the total', async () => {
    const res = await read(`/api/v1/customer/wishlist/${user.id}/?page_size=5`, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('30');
    const body = res.json();
    for (const entry of body) wishlistEntrySchema.parse(entry);
    expect(body.map((e: { product: { slug: string } }) => e.product.slug)).toEqual([
      'item-29',
      'item-28',
      'item-27',
      'item-26',
      'item-25',
    ]);
    expect(body[0].date).toBe('2026-01-30T00:00:00.000Z');
    const last = await read(`/api/v1/customer/wishlist/${user.id}/?page=6&page_size=5`, user.id);
    expect(last.json().map((e: { product: { slug: string } }) => e.product.slug)).toEqual([
      'item-4',
      'item-3',
      'item-2',
      'item-1',
      'item-0',
    ]);
    expect((await read(`/api/v1/customer/wishlist/${user.id}/`, few.id)).statusCode).toBe(403);
    expect((await read(`/api/v1/customer/wishlist/${user.id}/`)).statusCode).toBe(401);
  });

  it("reads a guest's wishlist and the ids for hearts", async () => {
    const res = await read(`/api/v1/customer/wishlist/guest/${readCart}/`);
    expect(res.json().map((e: { product: { slug: string } }) => e.product.slug)).toEqual([
      'item-6',
      'item-5',
    ]);
    const guestIds = await read(`/api/customer/wishlist/guest/${readCart}/ids/`);
    expect(guestIds.json()).toEqual({ product_ids: [item(6).id, item(5).id] });
    const ids = await read(`/api/v1/customer/wishlist/${few.id}/ids`, few.id);
    expect(ids.json().product_ids.sort()).toEqual(
      items
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
    expect((await read(`/api/v1/customer/wishlist/${few.id}/ids/`, user.id)).statusCode).toBe(403);
    expect((await read('/api/v1/customer/wishlist/guest/not a cart!/')).statusCode).toBe(400);
    const unknown = await read('/api/v1/customer/wishlist/guest/NOBODYAAAAAAAAAAAAAAAAAAAAAA1/ids/');
    expect(unknown.json()).toEqual({ product_ids: [] });
    const stillGuest = await t.db
      .select()
      .from(wishlist)
      .where(and(eq(wishlist.cartId, readCart), isNull(wishlist.userId)));
    expect(stillGuest).toHaveLength(2);
  });

  it('runs the same number of queries for 3 entries as for 30 (no N+1)', async () => {
    const counted = async (url: string, userId: number) => {
      const headers = await t.bearer({ user_id: userId });
      // The first call looks the new session up; it is remembered for the one counted.
      await t.app.inject({ url, headers });
      queries = 0;
      await t.app.inject({ url, headers });
      return queries;
    };
    const small = await counted(`/api/v1/customer/wishlist/${few.id}/`, few.id);
    expect(await counted(`/api/v1/customer/wishlist/${user.id}/?page_size=30`, user.id)).toBe(small);
    // The page (its cards carrying their sizes and colours) and the total.
    expect(small).toBe(2);
  });
});
