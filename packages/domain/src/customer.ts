import { z } from 'zod';
import { moneyString } from './catalog.ts';
import { pageQuerySchema } from './pagination.ts';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './statuses.ts';

/**
 * The customer's order list filters (spec §9). The spec's price bands (under 50, 50 to 100,
 * over 100) were written for a dollar shop; in rupees (PRODUCT.md: NPR everywhere) they are
 * read as thousands: under Rs. 50,000, Rs. 50,000–1,00,000, over Rs. 1,00,000.
 */
export const ORDER_DATE_FILTERS = ['all', 'today', 'last_7_days', 'last_30_days'] as const;
export const ORDER_PRICE_FILTERS = ['all', 'under_50', '50_100', 'over_100'] as const;
export const ORDER_PAYMENT_FILTERS = ['all', 'paid', 'pending', 'failed'] as const;
export const ORDER_STATUS_FILTERS = ['all', 'pending', 'processing', 'completed'] as const;

export const ORDER_FILTER_LABELS = {
  date: { all: 'All time', today: 'Today', last_7_days: 'Last 7 days', last_30_days: 'Last 30 days' },
  price: {
    all: 'Any amount',
    under_50: 'Under Rs. 50,000',
    '50_100': 'Rs. 50,000 – 1,00,000',
    over_100: 'Over Rs. 1,00,000',
  },
  payment: { all: 'All payments', paid: 'Paid', pending: 'Pending', failed: 'Failed' },
  status: { all: 'All statuses', pending: 'Pending', processing: 'Processing', completed: 'Completed' },
} as const;

/** Order totals (paisa) each price band covers: [from, below). */
export const ORDER_PRICE_BANDS: Record<
  Exclude<(typeof ORDER_PRICE_FILTERS)[number], 'all'>,
  [number, number]
> = {
  under_50: [0, 50_000_00],
  '50_100': [50_000_00, 1_00_000_01],
  over_100: [1_00_000_01, Number.MAX_SAFE_INTEGER],
};

/** Spec §3/§4: "completed" (and "fulfilled") are the spec's words for a delivered order. */
export const ORDER_STATUS_FILTER_MATCHES: Record<
  Exclude<(typeof ORDER_STATUS_FILTERS)[number], 'all'>,
  OrderStatus[]
> = {
  pending: ['pending'],
  processing: ['processing', 'shipped'],
  completed: ['delivered'],
};

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? 'all' : value), z.enum(values));

/** `GET v1/customer/orders/{user_id}/` query: newest first, paginated, filtered. */
export const customerOrdersQuerySchema = pageQuerySchema.extend({
  date: choice(ORDER_DATE_FILTERS),
  price: choice(ORDER_PRICE_FILTERS),
  payment: choice(ORDER_PAYMENT_FILTERS),
  status: choice(ORDER_STATUS_FILTERS),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

/** The counts behind the customer sidebar's badges (PRODUCT.md: real counts, not 2, 5 and 3). */
export const customerSummarySchema = z.object({
  orders: z.number().int(),
  wishlist: z.number().int(),
  unread_notifications: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/**
 * Payment filter → stored payment statuses. A cancelled payment never went through either, so
 * the shopper finds it under "Failed" rather than nowhere.
 */
export const ORDER_PAYMENT_FILTER_MATCHES: Record<
  Exclude<(typeof ORDER_PAYMENT_FILTERS)[number], 'all'>,
  PaymentStatus[]
> = {
  paid: ['paid'],
  pending: ['pending'],
  failed: ['failed', 'cancelled'],
};

/** What a list row shows of an order's line: enough to recognise it, not to price it. */
export const orderLineSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  slug: z.string(),
  qty: z.number().int(),
  size: z.string(),
  color: z.string(),
});
export type OrderLineSummary = z.infer<typeof orderLineSummarySchema>;

/** A row of `GET v1/customer/orders/{user_id}/`: the order with its lines, in one call. */
export const customerOrderSchema = z.object({
  oid: z.string(),
  date: z.string(),
  total: moneyString,
  saved: moneyString,
  payment_status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** Units ordered, all lines together. */
  item_count: z.number().int(),
  items: z.array(orderLineSummarySchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * A customer notification (spec §3: id, date; spec §8: opening one marks it read) with what the
 * page shows of its order, so the list needs no call per row.
 */
export const customerNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  seen: z.boolean(),
  date: z.string(),
  order: z
    .object({
      oid: z.string(),
      total: moneyString,
      order_status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      item_count: z.number().int(),
      /** The order's first line, as its picture and name. */
      first_item: z.object({ title: z.string(), image: z.string() }).nullable(),
    })
    .nullable(),
});
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;

/** Spec §8: the toast when a notification is opened or marked. */
export const NOTIFICATION_READ_MESSAGE = 'Marked as read';
