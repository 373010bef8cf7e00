import { MAX_LINE_QTY } from '@pasal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MAX_WISHLIST_ITEMS } from '../wishlist/wishlist.service.ts';
import { MAX_CART_LINES } from './cart.service.ts';
import { lockCart } from './owner.ts';

const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * Spec §4: after sign-in the guest's cart and wishlist (kept under the cart id) become the
 * user's. A line the user already has gains the guest's quantity (up to a line's limit); other
 * guest lines move over while the cart has room (newest first); a product already on the
 * user's wishlist is not added twice, nor past the wishlist's cap (newest guest hearts win).
 * All or nothing, under the user's cart lock (as adds are).
 */
export async function mergeGuestIntoUser(db: Db, cartId: string, userId: number) {
  return db.transaction(async (tx) => {
    await lockCart(tx, { userId });
    await tx.execute(sql`
      update cart_items mine set qty = least(mine.qty + guest.qty, ${MAX_LINE_QTY}), updated_at = now()
      from cart_items guest
      where guest.cart_id = ${cartId} and guest.user_id is null and mine.user_id = ${userId}
        and mine.product_id = guest.product_id and mine.size = guest.size and mine.color = guest.color`);
    await tx.execute(sql`
      delete from cart_items guest using cart_items mine
      where guest.cart_id = ${cartId} and guest.user_id is null and mine.user_id = ${userId}
        and mine.product_id = guest.product_id and mine.size = guest.size and mine.color = guest.color`);
    const cart = await tx.execute(sql`
      update cart_items set user_id = ${userId}, updated_at = now()
      where id in (
        select id from cart_items where cart_id = ${cartId} and user_id is null
        order by updated_at desc, id desc
        limit greatest(0, ${MAX_CART_LINES} - (select count(*) from cart_items where user_id = ${userId})))
      returning id`);
    const wishlist = await tx.execute(sql`
      insert into wishlist (user_id, product_id)
      select ${userId}, product_id from wishlist where cart_id = ${cartId} and user_id is null
      order by created_at desc
      limit greatest(0, ${MAX_WISHLIST_ITEMS} - (select count(*) from wishlist where user_id = ${userId}))
      on conflict (user_id, product_id) where user_id is not null do nothing
      returning id`);
    await tx.execute(sql`delete from wishlist where cart_id = ${cartId} and user_id is null`);
    return { cart: rowCount(cart), wishlist: rowCount(wishlist) };
  });
}
