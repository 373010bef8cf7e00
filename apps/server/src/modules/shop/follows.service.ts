import type { FollowState } from '@pasal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, vendors } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const isOpen = (slug: string) => and(eq(vendors.slug, slug), eq(vendors.active, true));

/** A shop's followers and whether `userId` (null: an anonymous caller) is one: one query. */
export async function followState(db: Db, slug: string, userId: number | null): Promise<FollowState> {
  const [row] = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${follows} f where f.vendor_id = ${vendors.id})`,
      following:
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${follows} f where f.vendor_id = ${vendors.id} and f.user_id = ${userId})`,
    })
    .from(vendors)
    .where(isOpen(slug))
    .limit(1);
  if (!row) throw notFound('Shop not found.');
  return { followers: Number(row.followers), following: Boolean(row.following) };
}

/** Follow the shop, or stop following it when the user already does (PRODUCT.md: Follow works). */
export async function toggleFollow(db: Db, slug: string, userId: number): Promise<FollowState> {
  const [shop] = await db
    .select({ id: vendors.id, userId: vendors.userId })
    .from(vendors)
    .where(isOpen(slug))
    .limit(1);
  if (!shop) throw notFound('Shop not found.');
  if (shop.userId === userId) throw new AppError('bad_request', 'You cannot follow your own shop.');
  const following = await db.transaction(async (tx) => {
    const mine = and(eq(follows.userId, userId), eq(follows.vendorId, shop.id));
    const removed = await tx.delete(follows).where(mine).returning({ userId: follows.userId });
    if (removed.length > 0) return false;
    await tx.insert(follows).values({ userId, vendorId: shop.id }).onConflictDoNothing();
    return true;
  });
  const [total] = await db.select({ n: count() }).from(follows).where(eq(follows.vendorId, shop.id));
  return { followers: total?.n ?? 0, following };
}
