import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose cart or wishlist a call is about (spec §1, §6): a signed-in user's rows are theirs by
 * `user_id`, whatever device (cart id) added them; a guest's are the rows of the cart id that
 * no user has claimed yet.
 */
export type Owner = { userId: number } | { userId: null; cartId: string };

export function ownerOf(userId: number | null, cartId: string): Owner {
  return userId === null ? { userId: null, cartId } : { userId };
}

/** The rows of `owner` in a table with `user_id` and `cart_id` columns. */
export function ownedBy(table: { userId: AnyPgColumn; cartId: AnyPgColumn }, owner: Owner): SQL {
  return owner.userId === null
    ? (and(eq(table.cartId, owner.cartId), isNull(table.userId)) as SQL)
    : eq(table.userId, owner.userId);
}
