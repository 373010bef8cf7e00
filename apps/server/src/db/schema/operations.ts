import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import {
  BOOKING_STATUSES,
  orderItems,
  orders,
  PAYMENT_STATUSES,
  REFUND_CAUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
} from './orders.ts';
import { users } from './users.ts';
import { vendors } from './vendors.ts';

/** One attempt to pay an order through a provider; `providerRef` is the provider's id for it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The order total in paisa when the attempt began. */
    amount: money('amount'),
    /** What the provider was asked for, in its currency's minor unit (USD cents for PayPal). */
    currency: text('currency').notNull().default('NPR'),
    providerAmount: money('provider_amount'),
    /** NPR per unit of `currency` at the time (PayPal). */
    fxRate: text('fx_rate'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /**
     * Set when money was captured that did not pay the order (sold out, paid twice, the order
     * cancelled or its total changed since): the attempt is owed back to the shopper.
     */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    /**
     * The provider's own id for the money once paid, as its merchant dashboard and the shopper's
     * wallet app show it (eSewa's reference code, Khalti's transaction id): what support and a
     * refund made by hand look for.
     */
    receipt: text('receipt'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // The refunds still to make, for whoever makes them.
    index('payments_refund_due_idx').on(t.createdAt).where(sql`${t.refundReason} is not null`),
  ],
);

/**
 * Money going back to a shopper (issue 17): a cancelled part, or an order that could not be
 * fulfilled. Written in the transaction that decides it; a worker asks the provider's refund call
 * (Stripe, PayPal) outside any transaction, or records it `owed` where the provider has none
 * (ConnectIPS). One refund per payment and part (`vendor_id` null: the whole payment), so
 * repeating a cancel or a refund changes nothing.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    /** In paisa, NPR: what the shopper gets back. */
    amount: money('amount'),
    reason: text('reason', { enum: REFUND_CAUSES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('refunds_payment_part_uq').on(t.paymentId, t.vendorId).nullsNotDistinct(),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_vendor_idx').on(t.vendorId),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Webhook events already handled, so a provider's retries change nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: createdAt(),
});

/** One courier shipment per vendor's part of an order. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull().default('ncm'),
    courierOrderId: text('courier_order_id'),
    fromBranch: text('from_branch').notNull().default(''),
    toBranch: text('to_branch').notNull().default(''),
    deliveryType: text('delivery_type').notNull().default('Door2Door'),
    codCharge: money('cod_charge'),
    deliveryCharge: money('delivery_charge'),
    currentStatus: text('current_status').notNull().default('Pickup Order Created'),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /**
     * The courier booking of a vendor's part (issue 17): `booking` while one caller books it
     * (claimed at `bookingStartedAt`, a lease), `booked` once the courier gave its order id,
     * `failed` when it could not be reached (the part stays processing; retried by the vendor).
     */
    bookingStatus: text('booking_status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    bookingStartedAt: timestamp('booking_started_at', { withTimezone: true }),
    bookingAttempts: integer('booking_attempts').notNull().default(0),
    bookingError: text('booking_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_order_vendor_uq').on(t.orderId, t.vendorId),
    index('shipments_courier_order_idx').on(t.courier, t.courierOrderId),
    index('shipments_vendor_idx').on(t.vendorId),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shipment_events_uq').on(t.shipmentId, t.status, t.occurredAt)],
);

export const shipmentComments = pgTable(
  'shipment_comments',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    addedBy: text('added_by').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shipment_comments_uq').on(t.shipmentId, t.addedBy, t.occurredAt)],
);

/** A customer notification has `userId`; a vendor notification has `vendorId` (and an item). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('order_placed'),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_vendor_idx').on(t.vendorId, t.createdAt),
    index('notifications_order_idx').on(t.orderId),
    index('notifications_order_item_idx').on(t.orderItemId),
    unique('notifications_once_uq')
      .on(t.kind, t.orderId, t.userId, t.vendorId, t.orderItemId)
      .nullsNotDistinct(),
  ],
);

/** VAT by destination country; `rateBp` in basis points (1300 = 13%). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    rateBp: integer('rate_bp').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('tax_rates_country_uq').on(t.country)],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Every mail Pasal sends, written in the transaction of the change that causes it and delivered
 * afterwards by the mail sender (modules/mail/mail-sender.ts); shown at /dev/mailbox outside
 * production. A pending row is due at `next_attempt_at`: at once, after a back-off, or when the
 * claim of a sender that took it (and may have died) runs out.
 */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Deliveries begun, counted as each starts (one cut short by a dead process counts too). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last delivery failed. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_mail_created_idx').on(t.createdAt),
    // The senders' claim: the pending rows that are due, earliest first.
    index('outbox_mail_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
