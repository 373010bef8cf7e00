import { z } from 'zod';
import { emailField } from './accounts.ts';
import { cartIdSchema } from './cart-id.ts';
import { moneyString } from './catalog.ts';
import { countrySchema } from './countries.ts';
import { parseOrderNumber } from './order-number.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './statuses.ts';
import { blankToUndefined, formId, optionalField } from './storefront.ts';

/**
 * Contracts of the cart, order and payment calls (spec §7 "Catalogue and cart", "Order and
 * payment"; API-NOTES.md messages). Money leaves the server as decimal strings.
 */

/** A line of `GET v1/cart-list/…` (spec §3 "Cart item"), priced by the server. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
    price: moneyString,
    shipping_amount: moneyString,
    vendor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
  qty: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: moneyString,
  sub_total: moneyString,
  cart_id: z.string(),
});
export type CartLineDetail = z.infer<typeof cartLineSchema>;

/**
 * `GET cart-detail/…?country=`: the destination the shopper has chosen so far, so the summary
 * taxes as the order will (create-order prices by the form's country). Without it, each line's
 * own stored destination counts.
 */
export const cartDetailQuerySchema = z.object({ country: optionalField(countrySchema) });

/** Rupees as a JSON number with at most two decimals (paisaToRupees). */
const moneyNumber = z
  .number()
  .refine(
    (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'an amount in rupees with at most two decimals',
  );

/**
 * `GET cart-detail/…` (spec §3 "Cart summary"), priced by the server. Numbers, unlike record
 * money: the original's clients compute with these (`total.toFixed(2)`, API-NOTES.md).
 */
export const cartSummarySchema = z.object({
  sub_total: moneyNumber,
  shipping: moneyNumber,
  tax: moneyNumber,
  service_fee: moneyNumber,
  total: moneyNumber,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** Spec §5: the checkout form's warning when a field is empty. */
export const SHIPPING_REQUIRED_MESSAGE = 'All fields are required before checkout!';

const requiredText = (max: number) =>
  z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(max);

/** Spec §3 "Shipping details": all seven fields are required (spec §5). */
export const shippingDetailsSchema = z.object({
  full_name: requiredText(100),
  email: emailField,
  mobile: z
    .string({ error: 'This field is required.' })
    .trim()
    .regex(/^\+?\d{7,15}$/, 'Enter a phone number of 7 to 15 digits.'),
  address: requiredText(200),
  city: requiredText(100),
  state: requiredText(100),
  country: countrySchema,
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** `GET v1/geo/country/?lat=&lon=`: the browser's position, for the country of the shipping form. */
export const locateQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const locatedCountrySchema = z.object({ country: z.string() });

/** `POST v1/create-order/` form (spec §7): the shipping details plus whose cart it is. */
export const createOrderInputSchema = shippingDetailsSchema.extend({
  cart_id: cartIdSchema,
  user_id: formId,
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

export const ORDER_CREATED_MESSAGE = 'Order Created Successfully';
export const createOrderResultSchema = z.object({ message: z.string(), order_oid: z.string() });

/** An order id as it appears in URLs: random, lowercase letters and digits. */
export const orderOidSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{8,32}$/, 'Not an order id.');

/**
 * An order number as a person types it: the raw id, or the grouped form they read
 * (`Q7M2-X9KP-4TZA`, spaces or hyphens, any case), read as the raw id. URLs keep the strict
 * `orderOidSchema`, so a malformed path is still a 400.
 */
export const typedOrderNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' ? parseOrderNumber(value) : value),
  orderOidSchema,
);

export const orderCouponSchema = z.object({ code: z.string(), discount: z.number().int() });

export const orderItemSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string(), image: z.string(), slug: z.string() }),
  qty: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: moneyString,
  sub_total: moneyString,
  shipping_amount: moneyString,
  service_fee: moneyString,
  tax_fee: moneyString,
  /** price × qty, less the coupon's saving: what the line's goods cost. */
  line_total: moneyString,
  total: moneyString,
  initial_total: moneyString,
  saved: moneyString,
  order_status: z.enum(ORDER_STATUSES),
  vendor: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    mobile: z.string(),
  }),
  coupon: z.array(orderCouponSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  oid: z.string(),
  date: z.string(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  sub_total: moneyString,
  shipping_amount: moneyString,
  tax_fee: moneyString,
  service_fee: moneyString,
  saved: moneyString,
  /** Paisa dropped from a cash-on-delivery total (collected in whole rupees); already off `total`. */
  cod_rounding: moneyString,
  total: moneyString,
  payment_status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** True once stock is taken: paid, or placed as cash on delivery. */
  placed: z.boolean(),
  /**
   * An unpaid order left open longer than the shop allows (UNPAID_ORDER_MINUTES): it can no
   * longer be paid or get a coupon; the shopper checks out again from the cart.
   */
  expired: z.boolean(),
  buyer: z.number().int().nullable(),
  vendor: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() })),
  orderitem: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** Spec §4: an order's coupon flag is true when any item has a non-empty coupon list. */
export function orderHasCoupon(order: Pick<Order, 'orderitem'>): boolean {
  return order.orderitem.some((item) => item.coupon.length > 0);
}

/**
 * Whether every shop in the order already has its coupon (PRODUCT.md: one coupon per vendor per
 * order), so no further coupon can apply.
 */
export function everyVendorHasCoupon(order: Pick<Order, 'orderitem'>): boolean {
  const withCoupon = new Set(order.orderitem.filter((i) => i.coupon.length > 0).map((i) => i.vendor.id));
  return order.orderitem.every((item) => withCoupon.has(item.vendor.id));
}

/** `POST v1/coupon/` form (spec §7). */
export const couponInputSchema = z.object({
  order_oid: orderOidSchema,
  coupon_code: z.string().trim().min(1, 'Enter a coupon code.').max(50),
});

export const COUPON_MESSAGES = {
  activated: 'Coupon Activated',
  alreadyActivated: 'Coupon Already Activated',
  notFound: 'Coupon Does Not Exists',
  noItem: 'Order Item Does Not Exists',
} as const;

/** API-NOTES.md: the status is echoed as `icon` for clients that show it as one. */
export const couponResultSchema = z.object({
  status: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  icon: z.enum(['success', 'warning', 'error']),
});
export type CouponResult = z.infer<typeof couponResultSchema>;

/** Payment methods offered at checkout: only those configured (spec §5). */
export const paymentMethodOptionSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  label: z.string(),
});

/** `GET v1/stripe-checkout/{oid}/` → the hosted page to send the shopper to. */
export const redirectResultSchema = z.object({ url: z.string() });

/** `POST v1/paypal-checkout/{oid}/` → the PayPal order and its approval page. */
export const paypalCheckoutResultSchema = z.object({ paypal_order_id: z.string(), url: z.string() });

/**
 * `POST v1/connectips-checkout/{oid}/` (spec §7) and `POST v1/esewa-checkout/{oid}/` → a signed
 * form the browser posts to the gateway.
 */
export const paymentFormResultSchema = z.object({
  payment_data: z.object({ action_url: z.string(), form_data: z.record(z.string(), z.string()) }),
});

/** `POST v1/khalti-checkout/{oid}/` → Khalti's payment id and the page to send the shopper to. */
export const khaltiCheckoutResultSchema = z.object({ pidx: z.string(), url: z.string() });

/**
 * `POST v1/payment-success/{oid}/` form (spec §7): `payment_method=cod`, or the provider's
 * reference the shopper came back with: Stripe's `session_id`, PayPal's `paypal_order_id`
 * (its `token`), ConnectIPS's `txn_id` (its `TXNID`), eSewa's `data`, Khalti's `pidx`. Without a
 * reference, the order's latest attempt is checked.
 */
export const paymentSuccessInputSchema = z.object({
  order_oid: z.preprocess(blankToUndefined, orderOidSchema.optional()),
  payment_method: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS).optional()),
  session_id: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  paypal_order_id: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  /** PayPal's own name for its order id on the return URL; read when `paypal_order_id` is absent. */
  token: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  txn_id: z.preprocess(blankToUndefined, z.string().max(50).optional()),
  /** eSewa's success redirect: base64 JSON signed by eSewa, checked on the server, then asked about. */
  data: z.preprocess(blankToUndefined, z.string().max(4000).optional()),
  /** Khalti's payment id on its return; the return is unsigned, so only Khalti's lookup counts. */
  pidx: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  /** The shopper came back through the provider's cancel link: the attempt is ended, not verified. */
  cancelled: z.preprocess(
    (value) => (typeof value === 'string' ? ['true', '1'].includes(value) : value),
    z.boolean().default(false),
  ),
});
export type PaymentSuccessInput = z.infer<typeof paymentSuccessInputSchema>;

/** Spec §4: success (paid now), info (already paid), warning (pending), error (failed). */
export const PAYMENT_RESULT_STATUSES = ['success', 'info', 'warning', 'error'] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  paid: 'Payment Successful',
  alreadyPaid: 'Already Paid',
  codPlaced: 'Order placed successfully! Pay on delivery.',
  pending: 'Your Invoice is Unpaid',
  failed: 'Payment Failed',
  /** Spec §8: a return the server could not verify (an eSewa redirect eSewa did not sign). */
  verificationFailed: 'Payment verification failed. Please try again or contact support.',
  cancelled: 'Payment Cancelled',
  expired: 'This order has expired. Please check out again from your cart.',
  soldOut: 'Sorry, an item sold out while you were paying. Your payment will be refunded.',
  withdrawn: 'Sorry, an item was withdrawn from sale while you were paying. Your payment will be refunded.',
  paidTwice: 'This order was already paid, so this second payment will be refunded.',
  cancelledRefund: 'This order was cancelled, so your payment will be refunded.',
  totalChanged:
    "Your order's total changed after this payment began, so this payment will be refunded. Please pay the new total.",
} as const;

export const paymentResultSchema = z.object({
  status: z.enum(PAYMENT_RESULT_STATUSES),
  message: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Stock messages shoppers see when placing or paying for an order. */
export const stockMessages = {
  outOfStock: (title: string) => `${title} is out of stock.`,
  onlyLeft: (title: string, left: number) => `Only ${left} left in stock for ${title}.`,
  /** Its shop unpublished it, or the shop itself was closed, after it went into the order. */
  withdrawn: (title: string) => `${title} is no longer for sale.`,
};
