/**
 * Order, fulfilment and payment statuses as data (STYLE.md "Statuses are data"): the server
 * enforces these transitions and the app reads the labels, so both agree on what can happen.
 */

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'stripe', 'paypal', 'connectips', 'esewa', 'khalti'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The names shoppers see at checkout (spec §2 "Payment method radios"). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  paypal: 'PayPal',
  connectips: 'ConnectIPS',
  stripe: 'Credit/Debit Card',
  esewa: 'eSewa',
  khalti: 'Khalti',
};

/**
 * An order (and each vendor's part of it) moves forward only; it can be cancelled until it
 * has been handed to the courier.
 */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * A failed attempt may be followed by another ("Complete Payment"), so `failed` can still
 * become `paid`. `paid` is final. `cancelled` is final except for money: an attempt given up
 * here (the shopper came back cancelling, or a coupon changed the total) may still be captured
 * at the provider, and money taken is always recorded as paid (then owed back when it cannot
 * pay the order).
 */
const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['pending', 'paid', 'cancelled'],
  paid: [],
  cancelled: ['paid'],
};

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** The statuses an order (or a vendor's part) may move to next, for the vendor's status menu. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}
