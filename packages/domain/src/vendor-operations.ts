import { z } from 'zod';
import { categoryBriefSchema, moneyString } from './catalog.ts';
import { VENDOR_REVIEW_PAGE_SIZE } from './constants.ts';
import { orderOidSchema } from './orders.ts';
import { pageQuerySchema } from './pagination.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './statuses.ts';
import { blankToUndefined, optionalField, reviewSchema } from './storefront.ts';

/**
 * Contracts of the vendor's daily work beyond the catalogue (issue 17, spec §2 "Earnings",
 * "Reviews", "Coupons", "Notifications", §3, §7 "Vendor", §8, §9): earnings and their CSV export,
 * reviews with replies, coupon management and order notifications. The server validates requests
 * with these and the vendor screens use them too. Money is paisa inside, decimal strings of rupees
 * on the wire; summaries answer one-element arrays (API-NOTES.md "Bodies").
 */

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** A rupee amount typed in a filter box: blank or not a number is "not applied" (spec §5). */
const rupeeFilter = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined) return undefined;
  const number = Number(clean);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}, z.number().max(1_000_000_000).optional());

/** A calendar day `YYYY-MM-DD`, read as a day in Nepal (the shops' time zone). */
export const calendarDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2025-03-31.')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Use a date such as 2025-03-31.');
const dayFilter = optionalField(calendarDaySchema);
const textFilter = optionalField(z.string().trim().max(200));

// ---------------------------------------------------------------------------------------------
// Earnings
// ---------------------------------------------------------------------------------------------

/**
 * Monthly rows reach back this many Nepal months (this one included), so the tracker, its
 * filters and the CSV stay bounded however old the shop is. `total_revenue` is all time.
 */
export const EARNINGS_MONTHS = 36;

/**
 * `GET vendor-earning/{vendor_id}/` (spec §3 "Earnings"): this Nepal month and all time.
 * Revenue = this shop's line subtotal + shipping of paid orders (lines not cancelled), less coupon
 * savings and less the refunds made or owed for this shop's part (PRODUCT.md). The marketplace keeps
 * `commission_percent` of it; `net_payable` is what the shop is owed.
 */
export const vendorEarningSchema = z.array(
  z.object({
    monthly_revenue: moneyString,
    total_revenue: moneyString,
    commission_percent: z.number(),
    monthly_commission: moneyString,
    monthly_net_payable: moneyString,
    total_commission: moneyString,
    total_net_payable: moneyString,
  }),
);
export type VendorEarning = z.infer<typeof vendorEarningSchema>[number];

/**
 * `GET vendor-monthly-earning/{vendor_id}/`: one row per Nepal month with sales in the last
 * `EARNINGS_MONTHS`, newest first. `sales_count` is the number of paid orders with this shop's
 * lines (the tracker's "Orders"); `growth` the percent change of `total_earning` versus the next
 * older row, 0 when there is none or it was 0 (spec §2), computed before any filter applies.
 */
export const vendorMonthlyEarningRowSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  sales_count: z.number().int(),
  total_earning: moneyString,
  commission: moneyString,
  net_payable: moneyString,
  growth: z.number(),
});
export const vendorMonthlyEarningSchema = z.array(vendorMonthlyEarningRowSchema);
export type VendorMonthlyEarningRow = z.infer<typeof vendorMonthlyEarningRowSchema>;

/** The CSV export's columns, in order: the JSON row's fields (one header line, then the rows). */
export const EARNINGS_CSV_COLUMNS = [
  'year',
  'month',
  'sales_count',
  'total_earning',
  'commission',
  'net_payable',
  'growth',
] as const satisfies readonly (keyof VendorMonthlyEarningRow)[];

export const EARNINGS_FORMATS = ['json', 'csv'] as const;

/**
 * The tracker's filters (spec §2: text, month, year, min and max revenue), applied on the server
 * so the Export button downloads exactly the rows on screen: the same query with `format=csv`.
 * `query` matches the month's English name or number and the year ("mar", "2025", "2025-03").
 */
export const vendorMonthlyEarningQuerySchema = z.object({
  format: z.preprocess((v) => blankToUndefined(v) ?? 'json', z.enum(EARNINGS_FORMATS)),
  query: textFilter,
  month: optionalField(z.coerce.number().int().min(1).max(12)),
  year: optionalField(z.coerce.number().int().min(2000).max(2200)),
  min_revenue: rupeeFilter,
  max_revenue: rupeeFilter,
});
export type VendorMonthlyEarningQuery = z.infer<typeof vendorMonthlyEarningQuerySchema>;

/** The CSV download's file name: `earnings-<shop id>.csv`. */
export const earningsCsvFileName = (vendorId: number) => `earnings-${vendorId}.csv`;

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

/** Spec §8 "Reply". */
export const REPLY_MESSAGES = {
  empty: 'Reply cannot be empty',
  failed: 'Failed to submit reply. Please try again.',
  saved: 'Reply submitted successfully',
} as const;

/** `PATCH vendor-reviews/{any}/{review_id}/` body: a reply that is not blank after trimming. */
export const vendorReplyInputSchema = z.object({
  reply: z
    .string({ error: REPLY_MESSAGES.empty })
    .trim()
    .min(1, REPLY_MESSAGES.empty)
    .max(2000, 'Keep the reply under 2000 characters'),
});
export type VendorReplyInput = z.infer<typeof vendorReplyInputSchema>;

/**
 * The reviews screen's filters (spec §2): text (in the review, the reviewer's name or the
 * product's title), rating, product, and a range of Nepal days (both ends included).
 */
const reviewFilters = {
  query: textFilter,
  rating: optionalField(z.coerce.number().int().min(1).max(5)),
  product: optionalField(positiveId),
  start_date: dayFilter,
  end_date: dayFilter,
};

/**
 * `GET vendor-reviews/{vendor_id}/`: the shop's products that have matching reviews, most
 * recently reviewed first, paginated by product (`page`, `page_size`, `X-Total-Count` = products),
 * each with its first `VENDOR_REVIEW_PAGE_SIZE` matching reviews, newest first.
 */
export const vendorReviewsQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(10),
  ...reviewFilters,
});
export type VendorReviewsQuery = z.infer<typeof vendorReviewsQuerySchema>;

/**
 * `GET vendor-product-reviews/{vendor_id}/{product_id}/`: the next pages of one product's
 * matching reviews (`page`; `X-Total-Count` = its matching reviews), same filters.
 */
export const vendorProductReviewsQuerySchema = z.object({
  page: pageQuerySchema.shape.page,
  page_size: z.coerce.number().int().min(1).max(50).default(VENDOR_REVIEW_PAGE_SIZE),
  ...reviewFilters,
});
export type VendorProductReviewsQuery = z.infer<typeof vendorProductReviewsQuerySchema>;

/** A review as the vendor sees it: with when it was replied to. */
export const vendorReviewSchema = reviewSchema.extend({ replied_at: z.string().nullable() });
export type VendorReview = z.infer<typeof vendorReviewSchema>;

/** What the accordion shows of a product (spec §2: image, description, price, category, stock). */
export const vendorReviewProductSchema = z.object({
  id: z.number().int(),
  pid: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  price: moneyString,
  category: categoryBriefSchema.nullable(),
  stock_qty: z.number().int(),
  in_stock: z.boolean(),
});

/** One product of the accordion: the average and count are over the reviews matching the filters. */
export const vendorReviewGroupSchema = z.object({
  product: vendorReviewProductSchema,
  average_rating: z.number(),
  review_count: z.number().int(),
  reviews: z.array(vendorReviewSchema),
});
export const vendorReviewGroupsSchema = z.array(vendorReviewGroupSchema);
export type VendorReviewGroup = z.infer<typeof vendorReviewGroupSchema>;

/**
 * `PATCH vendor-reviews/{any}/{review_id}/`: the spec's client sends a fixed 1 where the shop id
 * would be, so the path's first part is read as text and ignored; the review's product owner is
 * the one allowed.
 */
export const vendorReplyParamsSchema = z.object({
  any: z.string().trim().min(1).max(40),
  review_id: positiveId,
});
export const vendorProductReviewsParamsSchema = z.object({ vendor_id: positiveId, product_id: positiveId });

export const vendorReplySavedSchema = z.object({ message: z.string(), review: vendorReviewSchema });

// ---------------------------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------------------------

/** Spec §8 "Vendor coupon", and the server's field messages. */
export const COUPON_MANAGEMENT_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this coupon?',
  deleted: 'Coupon deleted successfully!',
  deleteFailed: 'Failed to delete the coupon!',
  saved: 'Coupon saved successfully!',
  saveFailed: 'Failed to save coupon!',
  codeRequired: 'Enter a coupon code.',
  codeFormat: 'Use letters, digits, - and _ only (up to 30).',
  codeTaken: 'You already have a coupon with this code.',
  discount: 'Enter a discount from 1 to 100 percent.',
  notFound: 'Coupon not found.',
  usedLocked:
    'This coupon is on orders already, so its code and discount stay as they are. Turn it off and add a new one instead.',
  vendorMismatch: 'This form is for another shop.',
} as const;

/** Spec §9 discount bands of the filter (percent, both ends included). */
export const COUPON_DISCOUNT_BANDS = {
  '0-25': [0, 25],
  '26-50': [26, 50],
  '51-75': [51, 75],
  '76-100': [76, 100],
} as const satisfies Record<string, readonly [number, number]>;
export type CouponDiscountBand = keyof typeof COUPON_DISCOUNT_BANDS;
const BAND_KEYS = Object.keys(COUPON_DISCOUNT_BANDS) as [CouponDiscountBand, ...CouponDiscountBand[]];

export const COUPON_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const COUPON_SORTS = ['code', 'discount', 'date'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const COUPON_SORT_DIRECTIONS = ['asc', 'desc'] as const;

const activeText = z.preprocess((value) => {
  const clean = blankToUndefined(value);
  if (clean === undefined || typeof clean === 'boolean') return clean;
  const text = String(clean).trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no'].includes(text)) return false;
  return clean;
}, z.boolean().optional());

const couponCode = z
  .string({ error: COUPON_MANAGEMENT_MESSAGES.codeRequired })
  .trim()
  .min(1, COUPON_MANAGEMENT_MESSAGES.codeRequired)
  .max(30, COUPON_MANAGEMENT_MESSAGES.codeFormat)
  .regex(/^[A-Za-z0-9_-]+$/, COUPON_MANAGEMENT_MESSAGES.codeFormat);

const couponDiscount = z.coerce
  .number({ error: COUPON_MANAGEMENT_MESSAGES.discount })
  .int(COUPON_MANAGEMENT_MESSAGES.discount)
  .min(1, COUPON_MANAGEMENT_MESSAGES.discount)
  .max(100, COUPON_MANAGEMENT_MESSAGES.discount);

/**
 * `POST vendor-coupon-list/{vendor_id}/` form (spec §7: vendor_id, code, discount, active as
 * "true"/"false"). The shop is the path's (checked against the token); a `vendor_id` field, when
 * sent, must name the same shop. The code keeps the vendor's spelling; uniqueness ignores case.
 */
export const couponFormSchema = z.object({
  vendor_id: optionalField(positiveId),
  code: couponCode,
  discount: z.preprocess(blankToUndefined, couponDiscount),
  active: activeText.transform((v) => v ?? true),
});
export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponForm = z.output<typeof couponFormSchema>;

/** `PATCH vendor-coupon-detail/{vendor_id}/{coupon_id}/`: the same fields, each optional. */
export const couponPatchSchema = z.object({
  vendor_id: optionalField(positiveId),
  code: optionalField(couponCode),
  discount: optionalField(couponDiscount),
  active: activeText,
});
export type CouponPatch = z.output<typeof couponPatchSchema>;

/** `GET vendor-coupon-list/{vendor_id}/`: filtered and sorted on the server, paginated. */
export const vendorCouponsQuerySchema = pageQuerySchema.extend({
  query: textFilter,
  status: z.preprocess((v) => blankToUndefined(v) ?? 'all', z.enum(COUPON_STATUS_FILTERS)),
  band: optionalField(z.enum(BAND_KEYS)),
  sort: z.preprocess((v) => blankToUndefined(v) ?? 'date', z.enum(COUPON_SORTS)),
  direction: z.preprocess((v) => blankToUndefined(v) ?? 'desc', z.enum(COUPON_SORT_DIRECTIONS)),
});
export type VendorCouponsQuery = z.infer<typeof vendorCouponsQuerySchema>;

/**
 * Spec §3 "Coupon", plus how many orders used it. A used coupon's code and discount stay as the
 * orders recorded them (only `active` may change); deleting any coupon keeps it on its orders.
 */
export const vendorCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: z.number().int(),
  active: z.boolean(),
  date: z.string(),
  used_count: z.number().int(),
});
export const vendorCouponListSchema = z.array(vendorCouponSchema);
export type VendorCoupon = z.infer<typeof vendorCouponSchema>;

export const couponSavedSchema = z.object({ message: z.string(), coupon: vendorCouponSchema });

/** `GET vendor-coupon-stats/{vendor_id}/` (spec §3): the shop's coupons, deleted ones left out. */
export const vendorCouponStatsSchema = z.array(
  z.object({ total_coupons: z.number().int(), active_coupons: z.number().int() }),
);

export const couponDetailParamsSchema = z.object({ vendor_id: positiveId, coupon_id: positiveId });

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/**
 * `GET vendor-noti-summary/{vendor_id}/` (spec §3). A vendor's notification is an order with
 * this shop's lines (its per-line rows grouped, as the list shows them); it is unread while any
 * of its rows is.
 */
export const vendorNotificationSummarySchema = z.array(
  z.object({
    un_read_noti: z.number().int(),
    read_noti: z.number().int(),
    all_noti: z.number().int(),
  }),
);

export const VENDOR_NOTIFICATION_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
export type VendorNotificationSort = (typeof VENDOR_NOTIFICATION_SORTS)[number];
export const VENDOR_NOTIFICATION_SORT_LABELS: Record<VendorNotificationSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  price_desc: 'Price high to low',
  price_asc: 'Price low to high',
};
export const NOTIFICATION_SEEN_FILTERS = ['all', 'unread', 'read'] as const;

/**
 * `GET vendor-noti-list/{vendor_id}/` (spec §2): `query` matches the order id, the customer's
 * name or a product title of this shop's lines; the date range is of Nepal days; min/max price
 * (rupees) and the price sorts use the order's total for this shop's lines. Paginated by order
 * (`X-Total-Count` = matching orders: "Showing X of Y notifications").
 */
export const vendorNotificationsQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(20),
  query: textFilter,
  start_date: dayFilter,
  end_date: dayFilter,
  min_price: rupeeFilter,
  max_price: rupeeFilter,
  seen: z.preprocess((v) => blankToUndefined(v) ?? 'all', z.enum(NOTIFICATION_SEEN_FILTERS)),
  sort: z.preprocess((v) => blankToUndefined(v) ?? 'newest', z.enum(VENDOR_NOTIFICATION_SORTS)),
});
export type VendorNotificationsQuery = z.infer<typeof vendorNotificationsQuerySchema>;

/** One of this shop's lines in a notification (spec §2: image, title, qty, size, colour, id, total). */
export const vendorNotificationItemSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    pid: z.string(),
    title: z.string(),
    image: z.string(),
    slug: z.string(),
  }),
  qty: z.number().int(),
  size: z.string(),
  color: z.string(),
  total: moneyString,
  order_status: z.enum(ORDER_STATUSES),
});

/** One order's notification: when it came, whether it was read, this shop's lines and the buyer. */
export const vendorNotificationSchema = z.object({
  order_oid: z.string(),
  date: z.string(),
  seen: z.boolean(),
  /** The notification rows grouped here (spec §3 vendor notification ids). */
  ids: z.array(z.number().int()),
  payment_status: z.enum(PAYMENT_STATUSES),
  total: moneyString,
  items: z.array(vendorNotificationItemSchema),
  customer: z.object({
    full_name: z.string(),
    email: z.string(),
    mobile: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
});
export const vendorNotificationListSchema = z.array(vendorNotificationSchema);
export type VendorNotification = z.infer<typeof vendorNotificationSchema>;

/** `PATCH vendor-noti-mark-seen/{vendor_id}/{order_oid}/`: opening an order's notification reads it. */
export const vendorNotificationSeenParamsSchema = z.object({
  vendor_id: positiveId,
  order_oid: orderOidSchema,
});
export const vendorNotificationSeenSchema = z.object({ message: z.string(), updated: z.number().int() });
