import {
  paisaToDecimal,
  VENDOR_REVIEW_PAGE_SIZE,
  type VendorProductReviewsQuery,
  type VendorReview,
  type VendorReviewGroup,
  type VendorReviewsQuery,
} from '@pasal/domain';
import { and, count, desc, eq, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';
import { mediaUrl } from '../media/image-variants.ts';
import { type ReviewRow, selectReviews, serializeReview } from '../reviews/reviews.service.ts';
import { nepalDayRange } from '../vendor-dashboard/nepal-days.ts';

export const REVIEW_NOT_FOUND = 'Review not found.';

type ReviewFilters = Pick<VendorReviewsQuery, 'query' | 'rating' | 'product' | 'start_date' | 'end_date'>;

/**
 * Visible reviews of the shop's products (deleted products' reviews left out: no page shows
 * them) matching the screen's filters. Reads reviews and products; the author's name, which the
 * words may match, is looked up for the reviews that need it rather than joined to all of them.
 */
export function vendorReviewsFilter(vendorId: number, f: ReviewFilters): SQL {
  const text = f.query ? likeText(f.query) : undefined;
  return and(
    eq(products.vendorId, vendorId),
    ne(products.status, 'archived'),
    eq(reviews.active, true),
    text
      ? or(
          ilike(reviews.review, text),
          ilike(products.title, text),
          // The author's name, read for this review: an EXISTS here PostgreSQL turns into a scan
          // of every customer's name (1M on seed:big), hashed, whatever the shop's reviews.
          sql`(select ${users.fullName} from ${users} where ${users.id} = ${reviews.userId}) ilike ${text}`,
        )
      : undefined,
    f.rating === undefined ? undefined : eq(reviews.rating, f.rating),
    f.product === undefined ? undefined : eq(reviews.productId, f.product),
    nepalDayRange(reviews.createdAt, f.start_date, f.end_date),
  ) as SQL;
}

export function serializeVendorReview(origin: string, row: ReviewRow): VendorReview {
  return { ...serializeReview(origin, row), replied_at: row.review.repliedAt?.toISOString() ?? null };
}

/**
 * The accordion (spec §2): a page of the shop's products with matching reviews, most recently
 * reviewed first, each with the average and count of its matching reviews and the first
 * VENDOR_REVIEW_PAGE_SIZE of them. Four queries whatever the page holds: the page's product ids
 * (reviews grouped by product alone, so a busy shop's 100K reviews are not carried through the
 * sort with whole product rows), their total, the page's products, and every product's first
 * reviews at once (ranked per product by a window function).
 */
export async function listReviewGroups(db: Db, origin: string, vendorId: number, q: VendorReviewsQuery) {
  const where = vendorReviewsFilter(vendorId, q);
  const page = await pageWithTotal(
    reviewedProductsPage(db, where, q),
    db
      .select({ n: sql<number>`count(distinct ${reviews.productId})::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  );
  const ids = page.rows.map((r) => r.productId);
  if (ids.length === 0) return { rows: [], total: page.total };
  const [shown, firstReviews] = await Promise.all([
    db
      .select({ product: products, category: { id: categories.id, title: categories.title } })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    firstReviewsOf(db, ids, where),
  ]);
  const byId = new Map(shown.map((row) => [row.product.id, row]));
  const groups: VendorReviewGroup[] = page.rows.flatMap(({ productId, average, reviewCount }) => {
    const row = byId.get(productId);
    if (!row) return [];
    return {
      product: {
        id: row.product.id,
        pid: row.product.pid,
        slug: row.product.slug,
        title: row.product.title,
        image: mediaUrl(origin, row.product.image, 'thumb'),
        description: row.product.description,
        price: paisaToDecimal(row.product.price),
        category: row.category?.id ? { id: row.category.id, title: row.category.title ?? '' } : null,
        stock_qty: row.product.stockQty,
        in_stock: row.product.stockQty > 0,
      },
      average_rating: Math.round(average * 10) / 10,
      review_count: reviewCount,
      reviews: firstReviews
        .filter((r) => r.review.productId === productId)
        .map((r) => serializeVendorReview(origin, r)),
    };
  });
  return { rows: groups, total: page.total };
}

/**
 * A page of the products with matching reviews, most recently reviewed first, each with the
 * average and count of those reviews: grouped from the reviews' product index alone.
 */
export function reviewedProductsPage(db: Db, where: SQL, q: Pick<VendorReviewsQuery, 'page' | 'page_size'>) {
  return db
    .select({
      productId: reviews.productId,
      average: sql<number>`avg(${reviews.rating})`.mapWith(Number),
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .groupBy(reviews.productId)
    .orderBy(desc(sql`max(${reviews.createdAt})`), desc(reviews.productId))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
}

/** The first page of matching reviews of each of these products, newest first: one query. */
function firstReviewsOf(db: Db, productIds: number[], where: SQL) {
  const ranked = db
    .select({
      id: reviews.id,
      rank: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'rank',
      ),
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(inArray(reviews.productId, productIds), where))
    .as('ranked');
  return selectReviews(db)
    .innerJoin(ranked, eq(ranked.id, reviews.id))
    .where(lte(ranked.rank, VENDOR_REVIEW_PAGE_SIZE))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * The next pages of one product's matching reviews (the accordion's pager), newest first; a
 * product of another shop answers 404 as an unknown one does. Two queries.
 */
export function listProductReviews(
  db: Db,
  vendorId: number,
  productId: number,
  q: VendorProductReviewsQuery,
  page: PageWindow,
) {
  const where = and(vendorReviewsFilter(vendorId, q), eq(reviews.productId, productId)) as SQL;
  return pageWithTotal(
    selectReviews(db)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  );
}

/** Whether the product is one of the shop's (not deleted), so its pager can tell 404 from "none". */
export async function ownsProduct(db: Db, vendorId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId), ne(products.status, 'archived')));
  if (!row) throw notFound('Product not found.');
}
