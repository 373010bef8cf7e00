import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { selectReviews } from '../reviews/reviews.service.ts';
import { REVIEW_NOT_FOUND } from './vendor-reviews.service.ts';

/**
 * The shop replies to (or rewrites its reply to) a review of one of its own products. Who may is
 * decided by the review's product, never by the path (the spec's client sends a fixed 1 there):
 * a review of another shop's product answers 404, as an unknown one does. The product page shows
 * the reply with the review (reviews.service.ts serialises `reply`).
 */
export async function replyToReview(db: Db, vendorId: number, reviewId: number, reply: string) {
  const own = db.select({ id: products.id }).from(products).where(eq(products.vendorId, vendorId));
  const [saved] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), inArray(reviews.productId, own)))
    .returning({ id: reviews.id });
  if (!saved) throw notFound(REVIEW_NOT_FOUND);
  const [row] = await selectReviews(db).where(eq(reviews.id, saved.id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}
