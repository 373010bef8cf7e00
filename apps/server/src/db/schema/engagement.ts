import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { vendors } from './vendors.ts';

/** One review per customer per product; posting again edits it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_uq').on(t.userId, t.productId),
    // A product's visible reviews newest first, with their ratings: a shop's review screen groups,
    // averages and counts every review of its products from the index alone (a busy shop has
    // 100,000 of seed:big's 1M spread over the table).
    index('reviews_product_created_idx').on(t.productId, t.active, t.createdAt, t.rating),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Product Q&A: a shopper asks the vendor; the vendor answers. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The product's shop, copied when the question is asked (a product never changes shop), so
     * a shop's inbox reads its own questions newest first from an index instead of sorting every
     * question of its products, or of the whole marketplace, for each page.
     */
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.createdAt),
    index('product_questions_user_idx').on(t.userId),
    // The shop's inbox, newest first: all of it, its waiting questions and its answered ones, each
    // page and count read from an index alone.
    index('product_questions_vendor_newest_idx').on(t.vendorId, t.createdAt, t.id),
    index('product_questions_vendor_waiting_idx')
      .on(t.vendorId, t.createdAt, t.id)
      .where(sql`${t.answer} is null`),
    index('product_questions_vendor_answered_idx')
      .on(t.vendorId, t.createdAt, t.id)
      .where(sql`${t.answer} is not null`),
  ],
);

/** A wishlist row belongs to a user or, for a guest, to a cart id (merged at sign-in). */
export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cartId: text('cart_id'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_user_product_uq').on(t.userId, t.productId).where(sql`${t.userId} is not null`),
    uniqueIndex('wishlist_cart_product_uq').on(t.cartId, t.productId).where(sql`${t.cartId} is not null`),
    // Deleting a product cascades here; without it that delete scans the whole table.
    index('wishlist_product_idx').on(t.productId),
    check('wishlist_owner', sql`${t.userId} is not null or ${t.cartId} is not null`),
  ],
);
