import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

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

/**
 * Serialises changes to one owner's cart until the transaction ends: a transaction-scoped
 * advisory lock on the owner (no row to lock for a guest), so counting the lines and adding one
 * is a single step however many adds arrive at once.
 */
export async function lockCart(tx: Pick<Db, 'execute'>, owner: Owner) {
  const key = owner.userId === null ? `cart:${owner.cartId}` : `user:${owner.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The unique index that keeps one line per owner, product, size and colour (its ON CONFLICT target). */
export function lineKey(owner: Owner) {
  return owner.userId === null
    ? {
        target: [cartItems.cartId, cartItems.productId, cartItems.size, cartItems.color],
        targetWhere: sql`${cartItems.userId} is null`,
      }
    : {
        target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.color],
        targetWhere: sql`${cartItems.userId} is not null`,
      };
}
