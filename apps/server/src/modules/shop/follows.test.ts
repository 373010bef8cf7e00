import { FOLLOW_MESSAGES } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../db/schema/index.ts';
import { createUser, createVendor } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: { id: number };
let shop: { id: number; slug: string };
let fan: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  shop = await createVendor(t.db, { userId: owner.id, slug: 'pokhara-phones' });
  fan = await createUser(t.db);
  const earlier = await createUser(t.db);
  await t.db.insert(follows).values({ userId: earlier.id, vendorId: shop.id });
  const closedOwner = await createUser(t.db);
  await createVendor(t.db, { userId: closedOwner.id, slug: 'closed-shop', active: false });
});
afterAll(() => t.close());

const as = (userId: number) => t.bearer({ user_id: userId });

describe('following shops', () => {
  it('shows the follower count; an anonymous caller follows nobody', async () => {
    const res = await t.app.inject('/api/v1/shop-follow/pokhara-phones/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ followers: 1, following: false });
  });

  it('follows (201), shows it, then unfollows (200)', async () => {
    const url = '/api/v1/shop-follow/pokhara-phones/';
    const followed = await t.app.inject({ method: 'POST', url, headers: await as(fan.id) });
    expect(followed.statusCode).toBe(201);
    expect(followed.json()).toEqual({ message: FOLLOW_MESSAGES.followed, followers: 2, following: true });
    expect(await t.db.select().from(follows).where(eq(follows.userId, fan.id))).toMatchObject([
      { vendorId: shop.id },
    ]);
    expect((await t.app.inject({ url, headers: await as(fan.id) })).json()).toEqual({
      followers: 2,
      following: true,
    });

    const unfollowed = await t.app.inject({
      method: 'POST',
      url: '/api/shop-follow/pokhara-phones',
      headers: await as(fan.id),
    });
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({
      message: FOLLOW_MESSAGES.unfollowed,
      followers: 1,
      following: false,
    });
    expect(await t.db.select().from(follows).where(eq(follows.userId, fan.id))).toEqual([]);
  });

  it('refuses following your own shop, anonymous toggles, and unknown or closed shops', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop-follow/pokhara-phones/',
      headers: await as(owner.id),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe('You cannot follow your own shop.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/shop-follow/pokhara-phones/' })).statusCode,
    ).toBe(401);
    for (const slug of ['closed-shop', 'no-such-shop']) {
      expect((await t.app.inject(`/api/v1/shop-follow/${slug}/`)).json()).toEqual({
        detail: 'Shop not found.',
      });
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/shop-follow/${slug}/`,
        headers: await as(fan.id),
      });
      expect(post.statusCode).toBe(404);
    }
  });
});
