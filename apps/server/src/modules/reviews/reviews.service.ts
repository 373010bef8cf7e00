import type { Review } from '@pasal/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, profiles, reviews, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { findProductForSale } from '../catalog/catalog.service.ts';
import { mediaUrl } from '../media/image-variants.ts';
import { refreshProductRatings } from './product-rating.ts';

/**
 * The reviewer bought the product in an order that counts (paid, or cash on delivery not
 * refused) and was not cancelled: one EXISTS per row of the same query, never a query per row.
 */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
  where oi.product_id = ${reviews.productId} and o.buyer_id = ${reviews.userId}
    and o.order_status <> 'cancelled'
    and (o.payment_status = 'paid'
      or (o.payment_method = 'cod' and o.payment_status not in ('failed', 'cancelled'))))`;

export function selectReviews(db: Db) {
  return db
    .select({ review: reviews, fullName: users.fullName, image: profiles.image, verified: verifiedPurchase })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId));
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export function serializeReview(origin: string, row: ReviewRow): Review {
  const r = row.review;
  return {
    id: r.id,
    product: r.productId,
    rating: r.rating,
    review: r.review,
    reply: r.reply,
    date: r.createdAt.toISOString(),
    verified: Boolean(row.verified),
    profile: { image: row.image ? mediaUrl(origin, row.image, 'thumb') : null, full_name: row.fullName },
  };
}

/** A product's visible reviews, newest first, and how many there are: two queries. */
export function listReviews(db: Db, productId: number, page: PageWindow) {
  const where: SQL | undefined = and(eq(reviews.productId, productId), eq(reviews.active, true));
  return pageWithTotal(
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  );
}

export interface ReviewDraft {
  userId: number;
  productId: number;
  rating: number;
  review: string;
}

/**
 * One review per customer per product: posting again edits it. The product's rating and count
 * are recomputed in the same transaction, under the product's row lock, so they never disagree
 * with the reviews.
 */
export async function saveReview(db: Db, draft: ReviewDraft) {
  const product = await findProductForSale(db, draft.productId);
  if (product.vendorUserId === draft.userId) {
    throw new AppError('forbidden', 'You cannot review your own product.');
  }
  const saved = await db.transaction(async (tx) => {
    // Reviews of one product are written one at a time: otherwise two at once each recompute
    // the average from a snapshot without the other's review, and the last write loses one.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, draft.productId)).for('update');
    const [row] = await tx
      .insert(reviews)
      .values(draft)
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.productId],
        set: { rating: draft.rating, review: draft.review, updatedAt: new Date() },
      })
      // A row the insert wrote has no xmax; one the conflict updated has.
      .returning({ id: reviews.id, created: sql<boolean>`xmax = 0` });
    await refreshProductRatings(tx, [draft.productId]);
    return row;
  });
  if (!saved) throw new AppError('unavailable', 'The review could not be saved.');
  const [row] = await selectReviews(db).where(eq(reviews.id, saved.id));
  if (!row) throw notFound('Review not found.');
  return { created: Boolean(saved.created), row };
}
