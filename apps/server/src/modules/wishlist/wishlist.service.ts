import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, vendors, wishlist } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { type Owner, ownedBy } from '../cart/owner.ts';
import { findProductForSale, forSale, selectCards } from '../catalog/catalog.service.ts';

/** A wishlist holds at most this many products, so the hearts' id list stays small. */
export const MAX_WISHLIST_ITEMS = 200;

/**
 * The heart (spec §7 toggle): removes the product when it is on the owner's wishlist, else adds
 * it. Answers whether it is on the list now. Removing works even for a product no longer sold.
 */
export async function toggleWishlist(db: Db, owner: Owner, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mine = and(ownedBy(wishlist, owner), eq(wishlist.productId, productId));
    const removed = await tx.delete(wishlist).where(mine).returning({ id: wishlist.id });
    if (removed.length > 0) return false;
    await findProductForSale(tx, productId);
    const [held] = await tx.select({ n: count() }).from(wishlist).where(ownedBy(wishlist, owner));
    if ((held?.n ?? 0) >= MAX_WISHLIST_ITEMS) {
      throw new AppError(
        'bad_request',
        `Your wishlist is full (${MAX_WISHLIST_ITEMS} items). Remove something before adding more.`,
      );
    }
    const who = owner.userId === null ? { cartId: owner.cartId } : { userId: owner.userId };
    // A double click racing the first insert finds its row there already: still on the list.
    await tx
      .insert(wishlist)
      .values({ ...who, productId })
      .onConflictDoNothing();
    return true;
  });
}

/** Entries the list shows: the owner's, of products still for sale. Needs products and vendors joined. */
const listed = (owner: Owner) => and(ownedBy(wishlist, owner), forSale);

/** How many entries the list holds (its X-Total-Count; the customer sidebar's badge). */
function countListed(db: Db, owner: Owner) {
  return db
    .select({ n: count() })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(listed(owner));
}

/** The owner's wishlisted products still for sale, newest first, as cards: two queries. */
export function listWishlist(db: Db, owner: Owner, page: PageWindow) {
  return pageWithTotal(
    selectCards(db, { entryId: wishlist.id, addedAt: wishlist.createdAt })
      .innerJoin(wishlist, eq(wishlist.productId, products.id))
      .where(listed(owner))
      .orderBy(desc(wishlist.createdAt), desc(wishlist.id))
      .limit(page.limit)
      .offset(page.offset),
    countListed(db, owner),
  );
}

export async function countWishlist(db: Db, owner: Owner): Promise<number> {
  const [row] = await countListed(db, owner);
  return row?.n ?? 0;
}

/** Every product id on the owner's wishlist, for the hearts on cards and product pages. */
export async function wishlistProductIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .select({ id: wishlist.productId })
    .from(wishlist)
    .where(ownedBy(wishlist, owner))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.id))
    .limit(MAX_WISHLIST_ITEMS);
  return rows.map((r) => r.id);
}
