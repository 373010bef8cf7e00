import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { vendors } from './vendors.ts';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export const PAYMENT_METHODS = ['cod', 'stripe', 'paypal', 'connectips', 'esewa', 'khalti'] as const;
/** Why a captured payment is owed back (payments.refund_reason). */
export const REFUND_REASONS = [
  'sold_out',
  'withdrawn',
  'already_paid',
  'order_cancelled',
  'total_changed',
] as const;

/** Why money goes back: a cancel (by the shop or the shopper), or an order that could not be fulfilled. */
export const REFUND_CAUSES = ['vendor_cancelled', 'customer_cancelled', ...REFUND_REASONS] as const;
/** `pending` until the provider answers; `owed` where it has no refund call (paid back by hand). */
export const REFUND_STATUSES = ['pending', 'refunded', 'owed', 'failed'] as const;
export const BOOKING_STATUSES = ['booking', 'booked', 'failed'] as const;

/**
 * Cart rows: a guest's by `cart_id`, a signed-in shopper's by `user_id` too. Amounts are not
 * stored: the server prices every read from the product (PRODUCT.md "server is the authority").
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    country: text('country').notNull().default('Nepal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    index('cart_items_user_idx').on(t.userId),
    index('cart_items_product_idx').on(t.productId),
    // One line per owner, product, size and colour: a signed-in shopper's by user id (whatever
    // device added it), a guest's by cart id. The database holds it under any concurrency.
    uniqueIndex('cart_items_user_line_uq')
      .on(t.userId, t.productId, t.size, t.color)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('cart_items_guest_line_uq')
      .on(t.cartId, t.productId, t.size, t.color)
      .where(sql`${t.userId} is null`),
    check('cart_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Percent off, 1–100. */
    discount: smallint('discount').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * Set when the shop deleted the coupon (issue 17): it is also made inactive, so it never
     * applies again, and leaves the shop's list, while orders that used it keep their record of
     * it (order_item_coupons restricts a real delete). Its code is free for a new coupon.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_vendor_code_uq')
      .on(t.vendorId, sql`upper(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    // The shop's list, newest first (the default sort); also the vendor foreign key's index.
    index('coupons_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('coupons_code_idx').on(sql`upper(${t.code})`),
    check('coupons_discount_range', sql`${t.discount} between 0 and 100`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable; appears in public URLs. */
    oid: text('oid').notNull(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: text('cart_id'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    subTotal: money('sub_total'),
    shippingAmount: money('shipping_amount'),
    taxFee: money('tax_fee'),
    serviceFee: money('service_fee'),
    saved: money('saved'),
    total: money('total'),
    /**
     * Paisa taken off `total` for cash on delivery, which is collected in whole rupees and
     * rounded in the shopper's favour; 0 for every other method.
     */
    codRounding: money('cod_rounding'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /**
     * A digest of the cart lines, prices and shipping details the order was made from: checking
     * out again with the same cart reuses the open unpaid order instead of making another.
     */
    checkoutKey: text('checkout_key'),
    /** Set once stock has been taken, so confirming a payment twice takes it once. */
    stockTakenAt: timestamp('stock_taken_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_oid_uq').on(t.oid),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The placed orders and whether each is paid: what a shop's dashboard joins its lines and
    // parts to (stats, earnings, charts, the orders list's total), read from the index alone.
    index('orders_placed_idx').on(t.id, t.paymentStatus).where(sql`${t.stockTakenAt} is not null`),
    index('orders_open_checkout_idx')
      .on(t.checkoutKey)
      .where(sql`${t.paymentStatus} in ('pending', 'failed')`),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
  ],
);

/** Spec §3 "vendor list" of an order. */
export const orderVendors = pgTable(
  'order_vendors',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.vendorId] }),
    // A shop's orders, counted and joined without reading the table.
    index('order_vendors_vendor_idx').on(t.vendorId, t.orderId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    qty: integer('qty').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    price: money('price'),
    subTotal: money('sub_total'),
    shippingAmount: money('shipping_amount'),
    serviceFee: money('service_fee'),
    taxFee: money('tax_fee'),
    total: money('total'),
    initialTotal: money('initial_total'),
    saved: money('saved'),
    /** This vendor's fulfilment of its part of the order. */
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Who cancelled this line, when it was cancelled after it was placed. */
    cancelledBy: text('cancelled_by', { enum: ['vendor', 'customer'] }),
    /** When the line last changed status (shipped, delivered, cancelled), for the screens. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A shop's lines newest first, and, in the columns after the key, what its dashboard sums and
    // counts (stats, earnings, the orders chart): read from the index alone, not from lines
    // spread over the whole table. Key columns, since Drizzle cannot declare INCLUDE.
    index('order_items_vendor_created_idx').on(
      t.vendorId,
      t.createdAt,
      t.orderId,
      t.orderStatus,
      t.subTotal,
      t.shippingAmount,
      t.saved,
    ),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** Coupons applied to an order item (spec: order item → coupon list). */
export const orderItemCoupons = pgTable(
  'order_item_coupons',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.couponId] }),
    index('order_item_coupons_coupon_idx').on(t.couponId),
  ],
);
