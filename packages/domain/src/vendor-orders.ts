import { z } from 'zod';
import { moneyString } from './catalog.ts';
import { orderItemSchema, orderOidSchema } from './orders.ts';
import { pageQuerySchema } from './pagination.ts';
import {
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './statuses.ts';
import { optionalField } from './storefront.ts';
import { vendorIdParamsSchema } from './vendor-catalog.ts';

/**
 * Contracts of the vendor's order calls (spec §2 "Orders", "Order detail"; API-NOTES.md "Vendor
 * calls beyond the specification"). A vendor sees and moves only its own part of an order: its
 * lines, their totals and their status. Only placed orders (paid, or cash on delivery) reach it.
 */

/** `{vendor_id}/{order_oid}`: an order that holds lines of the caller's shop. */
export const vendorOrderParamsSchema = vendorIdParamsSchema.extend({ order_oid: orderOidSchema });

/** Spec §2 "Orders" filters: payment All/Paid/Pending; status All and each status; date order. */
export const VENDOR_ORDER_PAYMENT_FILTERS = ['all', 'paid', 'pending'] as const;
export const VENDOR_ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export const VENDOR_ORDER_SORTS = ['latest', 'oldest'] as const;
export type VendorOrderSort = (typeof VENDOR_ORDER_SORTS)[number];

export const VENDOR_ORDER_FILTER_LABELS = {
  payment: { all: 'All', paid: 'Paid', pending: 'Pending' },
  status: {
    all: 'All',
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  sort: { latest: 'Latest First', oldest: 'Oldest First' },
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.enum(values));

/**
 * `GET vendor/orders/{vendor_id}/` query. `query` finds text in the order id, the customer's
 * name or e-mail (any case). `order_status` filters this vendor's part, not the whole order.
 * The answer is an array of rows with the total in `X-Total-Count`.
 */
export const vendorOrdersQuerySchema = pageQuerySchema.extend({
  query: optionalField(z.string().trim().max(200)),
  payment_status: choice(VENDOR_ORDER_PAYMENT_FILTERS, 'all'),
  order_status: choice(VENDOR_ORDER_STATUS_FILTERS, 'all'),
  sort: choice(VENDOR_ORDER_SORTS, 'latest'),
});
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

/** A row of Orders Management: the order as this vendor sees it. */
export const vendorOrderRowSchema = z.object({
  oid: z.string(),
  date: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** Units of this vendor's lines. */
  item_count: z.number().int(),
  /** This vendor's lines' totals, summed (goods, shipping, tax and fee, less its coupon). */
  total: moneyString,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** This vendor's part, not the whole order's. */
  order_status: z.enum(ORDER_STATUSES),
});
export type VendorOrderRow = z.infer<typeof vendorOrderRowSchema>;

/** Booking a parcel with the courier: under way, done, or failed (then the vendor may retry). */
export const BOOKING_STATUSES = ['booking', 'booked', 'failed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** This vendor's parcel for the order, once shipping has been asked for. */
export const vendorShipmentSchema = z.object({
  booking_status: z.enum(BOOKING_STATUSES),
  /** Why the last booking failed, in words; null unless `booking_status` is `failed`. */
  booking_error: z.string().nullable(),
  /** The courier's order id (the tracking id); null until booked. */
  tracking_id: z.string().nullable(),
  /** The courier's latest status, as it words it ("Pickup Order Created", …). */
  courier_status: z.string().nullable(),
  /** Cash the courier collects for this part: its total for an unpaid COD order, else 0. */
  cod_amount: moneyString,
  from_branch: z.string(),
  to_branch: z.string(),
  /** The customer's tracking page for the order. */
  tracking_url: z.string(),
});
export type VendorShipment = z.infer<typeof vendorShipmentSchema>;

/** Spec §2 "Order detail" summary: this vendor's lines only, summed. */
export const vendorOrderSummarySchema = z.object({
  sub_total: moneyString,
  shipping_amount: moneyString,
  tax_fee: moneyString,
  service_fee: moneyString,
  /** "Total Discount": what this vendor's coupon saved. */
  saved: moneyString,
  total: moneyString,
});
export type VendorOrderSummary = z.infer<typeof vendorOrderSummarySchema>;

/** `GET vendor/orders/{vendor_id}/{order_oid}/`: 404 when the order has none of this vendor's lines. */
export const vendorOrderDetailSchema = z.object({
  oid: z.string(),
  date: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** This vendor's part. */
  order_status: z.enum(ORDER_STATUSES),
  /** What the status control offers: the statuses this part may move to now. */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  /** Units of this vendor's lines. */
  item_count: z.number().int(),
  /** Each line with its product, colour, size, qty × price, coupon, vendor name and mobile. */
  items: z.array(orderItemSchema),
  shipping: z.object({
    full_name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    email: z.string(),
    mobile: z.string(),
  }),
  summary: vendorOrderSummarySchema,
  /** Null until the vendor first asks to ship. */
  shipment: vendorShipmentSchema.nullable(),
});
export type VendorOrderDetail = z.infer<typeof vendorOrderDetailSchema>;

/** The statuses a vendor may ask for (pending is where a part starts, never a target). */
export const VENDOR_ORDER_TARGETS = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

/** `PATCH vendor/orders/{vendor_id}/{order_oid}/` body (API-NOTES.md). */
export const vendorOrderStatusInputSchema = z.object({
  order_status: z.enum(VENDOR_ORDER_TARGETS, {
    error: 'Choose processing, shipped, delivered or cancelled.',
  }),
});
export type VendorOrderStatusInput = z.infer<typeof vendorOrderStatusInputSchema>;

export const VENDOR_ORDER_MESSAGES = {
  updated: 'Order status updated',
  unchanged: 'The order already has this status',
  notFound: 'Order not found',
  bookingUnderWay: 'Booking under way: the courier is being booked for this order. Try again in a minute.',
  courierDown:
    'The courier could not be booked just now, so the order stays Processing. Please try Shipped again in a few minutes.',
  noCourier: 'No courier is configured, so the order cannot be shipped.',
  /** The courier would not take the parcel (NCM: a phone number it cannot use, say). */
  courierRefused: (reasons: readonly string[]) =>
    `The courier refused this parcel: ${reasons.join('; ')}. The order stays Processing.`,
  updateFailed: 'Failed to update the order status. Please try again.',
  /** Why a move is refused, in words the vendor can act on. */
  illegalMove: (from: OrderStatus, to: OrderStatus): string => {
    if (from === to) return `This order is already ${from}.`;
    if (from === 'cancelled' || from === 'delivered') return `This order is ${from}; it cannot become ${to}.`;
    if (to === 'cancelled') return 'This order has shipped and can no longer be cancelled.';
    if (ORDER_STATUSES.indexOf(to) < ORDER_STATUSES.indexOf(from)) {
      return `A ${from} order cannot go back to ${to}.`;
    }
    const step = nextOrderStatuses(from).find((status) => status !== 'cancelled');
    return `A ${from} order cannot become ${to}: mark it ${step} first.`;
  },
} as const;

/** The PATCH's answer: what the part is now, and what it may become next. */
export const vendorOrderStatusResultSchema = z.object({
  message: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  shipment: vendorShipmentSchema.nullable(),
});
export type VendorOrderStatusResult = z.infer<typeof vendorOrderStatusResultSchema>;

/**
 * The whole order's status from its vendors' parts: cancelled when every part is; otherwise,
 * over the parts not cancelled, delivered when all are delivered, shipped when all have shipped
 * (or been delivered), pending while all are still pending, and processing in between.
 */
export function orderStatusFromParts(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((status) => status !== 'cancelled');
  if (live.length === 0) return parts.length === 0 ? 'pending' : 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (live.every((status) => status === 'shipped' || status === 'delivered')) return 'shipped';
  if (live.every((status) => status === 'pending')) return 'pending';
  return 'processing';
}

/** What the customer is told (a notification, and a mail) as a shop moves its part along. */
export const FULFILMENT_NOTIFICATION_KINDS = {
  processing: 'order_processing',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
} as const satisfies Partial<Record<OrderStatus, string>>;
export type FulfilmentNotificationKind =
  (typeof FULFILMENT_NOTIFICATION_KINDS)[keyof typeof FULFILMENT_NOTIFICATION_KINDS];

export const FULFILMENT_NOTIFICATION_TITLES: Record<FulfilmentNotificationKind, string> = {
  order_processing: 'Order being prepared',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
};
