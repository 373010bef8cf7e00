import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A shop. One per user at most; `slug` is its public address (/vendor/{slug}/). */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    description: text('description').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendors_user_uq').on(t.userId),
    uniqueIndex('vendors_slug_uq').on(t.slug),
    // The few closed shops, which every storefront list leaves out (catalog.service.ts forSale).
    index('vendors_closed_idx').on(t.id).where(sql`not ${t.active}`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] }), index('follows_vendor_idx').on(t.vendorId)],
);
