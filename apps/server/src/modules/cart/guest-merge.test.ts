import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, wishlist } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let products: { id: number }[];
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  const shop = await createVendor(t.db, { userId: owner.id, name: 'Butwal Bytes' });
  products = await Promise.all(
    [1, 2, 3].map(() => createProduct(t.db, { vendorId: shop.id, price: 1_000_00 })),
  );
});
afterAll(() => t.close());

const merge = async (userId: number, cartId: string, asUser = userId) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/wishlist/merge/',
    payload: { user_id: String(userId), cart_id: cartId },
    headers: await t.bearer({ user_id: asUser }),
  });

describe('guest cart and wishlist merge after sign-in', () => {
  it("moves the guest's lines and wishlist to the user, adding to lines the user already has", async () => {
    const [a, b, c] = products as [{ id: number }, { id: number }, { id: number }];
    const user = await createUser(t.db);
    const guest = 'GUESTCARTAAAAAAAAAAAAAAAAAAAA1';
    await t.db.insert(cartItems).values([
      { cartId: 'OLDERSESSION', userId: user.id, productId: a.id, qty: 1, size: 'M', color: 'Red' },
      { cartId: guest, productId: a.id, qty: 2, size: 'M', color: 'Red' },
      { cartId: guest, productId: b.id, qty: 1 },
    ]);
    await t.db.insert(wishlist).values([
      { userId: user.id, productId: c.id },
      { cartId: guest, productId: c.id },
      { cartId: guest, productId: b.id },
    ]);

    const res = await merge(user.id, guest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Merged', cart: 1, wishlist: 1 });

    const lines = await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, user.id))
      .orderBy(asc(cartItems.id));
    expect(lines.map((l) => [l.productId, l.qty])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);
    const guestLeft = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, guest), isNull(cartItems.userId)));
    expect(guestLeft).toEqual([]);
    const hearts = await t.db.select().from(wishlist).where(eq(wishlist.userId, user.id));
    expect(hearts.map((w) => w.productId).sort()).toEqual([b.id, c.id].sort());
    expect(await t.db.select().from(wishlist).where(eq(wishlist.cartId, guest))).toEqual([]);

    // Calling again (the client retries freely) changes nothing.
    expect((await merge(user.id, guest)).json()).toEqual({ message: 'Merged', cart: 0, wishlist: 0 });
  });

  it('refuses to merge into someone else', async () => {
    const res = await merge(12345, 'ANYCART', 54321);
    expect(res.statusCode).toBe(403);
  });
});
