import {
  COUPON_DISCOUNT_BANDS,
  type CouponForm,
  type CouponPatch,
  COUPON_MANAGEMENT_MESSAGES as MESSAGES,
  type VendorCoupon,
  type VendorCouponsQuery,
} from '@pasal/domain';
import { and, asc, between, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, orderItemCoupons, orderItems } from '../../db/schema/index.ts';
import { AppError, notFound, uniqueViolation } from '../../lib/errors.ts';
import { likeText } from '../../lib/like-pattern.ts';
import { pageWithTotal } from '../../lib/paging.ts';

type Coupon = typeof coupons.$inferSelect;

/** The shop's coupons that are not deleted. */
const ofShop = (vendorId: number) => and(eq(coupons.vendorId, vendorId), isNull(coupons.deletedAt)) as SQL;

/**
 * Orders that used the coupon: one count per row of the page, on order_item_coupons' coupon index.
 * The outer coupon is named in full: in the select list of a one-table query Drizzle writes
 * columns bare, and a bare `id` would be order_items' inside the subquery.
 */
const outerCouponId = sql`${coupons}.${sql.identifier('id')}`;
const ordersUsing = sql<number>`(select count(distinct ${orderItems.orderId})::int from ${orderItemCoupons}
  join ${orderItems} on ${orderItems.id} = ${orderItemCoupons.orderItemId}
  where ${orderItemCoupons.couponId} = ${outerCouponId})`;

export function serializeCoupon(row: { coupon: Coupon; used: number }): VendorCoupon {
  return {
    id: row.coupon.id,
    code: row.coupon.code,
    discount: row.coupon.discount,
    active: row.coupon.active,
    date: row.coupon.createdAt.toISOString(),
    used_count: Number(row.used),
  };
}

/** `vendor-coupon-stats/`: one query. */
export async function couponStats(db: Db, vendorId: number) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${coupons.active})::int`,
    })
    .from(coupons)
    .where(ofShop(vendorId));
  return { total_coupons: row?.total ?? 0, active_coupons: Number(row?.active ?? 0) };
}

const SORT_COLUMNS = {
  code: sql`lower(${coupons.code})`,
  discount: sql`${coupons.discount}`,
  date: sql`${coupons.createdAt}`,
} as const;

/** Coupon Management's table (spec §2): filtered and sorted on the server, two queries a page. */
export function listCoupons(db: Db, vendorId: number, q: VendorCouponsQuery) {
  const band = q.band ? COUPON_DISCOUNT_BANDS[q.band] : undefined;
  const where = and(
    ofShop(vendorId),
    q.query ? ilike(coupons.code, likeText(q.query)) : undefined,
    q.status === 'all' ? undefined : eq(coupons.active, q.status === 'active'),
    band ? between(coupons.discount, band[0], band[1]) : undefined,
  );
  const order = q.direction === 'asc' ? asc : desc;
  return pageWithTotal(
    db
      .select({ coupon: coupons, used: ordersUsing })
      .from(coupons)
      .where(where)
      .orderBy(order(SORT_COLUMNS[q.sort]), order(coupons.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(coupons).where(where),
  );
}

/** A code the shop already uses (in any case): a field message under `code`. */
function codeTaken(error: unknown): never {
  if (uniqueViolation(error) === 'coupons_vendor_code_uq') {
    throw new AppError('conflict', MESSAGES.codeTaken, { code: [MESSAGES.codeTaken] });
  }
  throw error;
}

/** The form names the path's shop, or none (spec §7 sends it; the path and token decide). */
export function checkFormShop(vendorId: number, formVendorId: number | undefined) {
  if (formVendorId !== undefined && formVendorId !== vendorId) {
    throw new AppError('bad_request', MESSAGES.vendorMismatch, { vendor_id: [MESSAGES.vendorMismatch] });
  }
}

export async function createCoupon(db: Db, vendorId: number, form: CouponForm) {
  const [coupon] = await db
    .insert(coupons)
    .values({ vendorId, code: form.code, discount: form.discount, active: form.active })
    .returning()
    .catch(codeTaken);
  if (!coupon) throw new AppError('unavailable', MESSAGES.saveFailed);
  return { coupon, used: 0 };
}

/**
 * Edits one of the shop's coupons; another shop's (or a deleted one) answers 404. Turning it off
 * takes effect at once: applying a coupon reads only active ones (coupons/apply-coupon.service.ts).
 * A coupon already on orders keeps its code and discount, which those orders show; the row is
 * locked first, so an order that is applying it right now is counted.
 */
export async function updateCoupon(db: Db, vendorId: number, couponId: number, patch: CouponPatch) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ coupon: coupons, used: ordersUsing })
      .from(coupons)
      .where(and(ofShop(vendorId), eq(coupons.id, couponId)))
      .for('update');
    if (!current) throw notFound(MESSAGES.notFound);
    const changes = {
      code: patch.code !== undefined && patch.code !== current.coupon.code ? patch.code : undefined,
      discount:
        patch.discount !== undefined && patch.discount !== current.coupon.discount
          ? patch.discount
          : undefined,
    };
    if (current.used > 0) {
      const locked = Object.entries(changes).filter(([, value]) => value !== undefined);
      if (locked.length) {
        throw new AppError(
          'conflict',
          MESSAGES.usedLocked,
          Object.fromEntries(locked.map(([field]) => [field, [MESSAGES.usedLocked]])),
        );
      }
    }
    const set = Object.fromEntries(
      Object.entries({ ...changes, active: patch.active }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(set).length === 0) return current;
    const [coupon] = await tx
      .update(coupons)
      .set(set)
      .where(eq(coupons.id, couponId))
      .returning()
      .catch(codeTaken);
    if (!coupon) throw notFound(MESSAGES.notFound);
    return { coupon, used: current.used };
  });
}

/**
 * Deletes one of the shop's coupons: it is marked deleted and turned off, never removed, so the
 * orders that used it keep their record of it (order_item_coupons restricts a real delete, and a
 * real delete would race an order applying it). It leaves the list and the stats, never applies
 * again, and its code is free for a new coupon (the unique index skips deleted ones).
 */
export async function deleteCoupon(db: Db, vendorId: number, couponId: number) {
  const [gone] = await db
    .update(coupons)
    .set({ deletedAt: new Date(), active: false })
    .where(and(ofShop(vendorId), eq(coupons.id, couponId)))
    .returning({ id: coupons.id });
  if (!gone) throw notFound(MESSAGES.notFound);
}
