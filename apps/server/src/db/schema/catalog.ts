import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { vendors } from './vendors.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    /** Display order: the first seven appear in the nav bar. */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_position_idx').on(t.position, t.id),
  ],
);

/**
 * `archived` is a product its vendor deleted: kept, so the orders that sold it stay whole, and
 * off the storefront, which shows `published` only (a TypeScript enum: no database constraint).
 */
export const PRODUCT_STATUSES = ['published', 'draft', 'disabled', 'in_review', 'archived'] as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Public short id used in vendor URLs (/vendor/update-product/{pid}/). */
    pid: text('pid').notNull(),
    slug: text('slug').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    price: money('price'),
    oldPrice: money('old_price'),
    shippingAmount: money('shipping_amount'),
    stockQty: integer('stock_qty').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('published'),
    /** Average rating (0–5) and count, kept in step with the reviews table. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Units sold, counted when an order is paid or placed as cash on delivery. */
    orders: integer('orders').notNull().default(0),
    views: integer('views').notNull().default(0),
    /**
     * What search matches (docs/decisions, search ranking): title (A, stemmed and as typed),
     * category name (B), specifications (C), description (D). It reads other tables, which a
     * generated column cannot, so triggers of migration 0012 keep it in step with the product,
     * its specifications and its category's name.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /**
     * The product's place in the home page's random sample: the first 32 bits of md5(id), so
     * rows get it at insert whatever inserts them, and the order is the same on every database.
     */
    shuffleKey: integer('shuffle_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`('x' || left(md5(${products.id}::text), 8))::bit(32)::integer`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_pid_uq').on(t.pid),
    index('products_vendor_created_idx').on(t.vendorId, t.createdAt),
    // The public shop page (modules/shop): a shop's published products come off one of these in
    // the order of each sort, so a page costs the same at 12 products or 10,000.
    index('products_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt, t.id),
    index('products_vendor_status_price_idx').on(t.vendorId, t.status, t.price, t.id),
    index('products_vendor_status_rating_idx').on(t.vendorId, t.status, t.rating, t.ratingCount, t.id),
    index('products_vendor_status_orders_idx').on(t.vendorId, t.status, t.orders, t.id),
    // Newest first is created_at then id, both descending (catalog.service.ts newestFirst): with the id
    // in the index a page comes off it in order, with no sort of every product sharing a timestamp.
    index('products_category_newest_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.price),
    // Search in a category sorted by price: the category's rows come off the index in price order.
    index('products_category_price_idx').on(t.categoryId, t.price),
    // Search's rating sort (rating, count, newest): ratings tie a lot, so the whole key is indexed.
    index('products_rating_sort_idx').on(t.rating, t.ratingCount, t.createdAt, t.id),
    index('products_featured_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.featured} and ${t.status} = 'published'`),
    index('products_search_idx').using('gin', t.searchVector),
    // Title and category name alone: search's first candidates (search.service.ts), so a word in a
    // few titles is found before the thousands of descriptions that also name it.
    index('products_title_search_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a,b}')`),
    // The random sample walks this index from the seed's starting key (catalog.service.ts).
    index('products_shuffle_idx').on(t.shuffleKey, t.id).where(sql`${t.status} = 'published'`),
    // The last line of defence for overselling: whatever path writes stock, it never goes below 0.
    check('products_stock_non_negative', sql`${t.stockQty} >= 0`),
  ],
);

/**
 * Every distinct word of product titles (as `to_tsvector('simple', title)` splits them), for
 * typo search: a mistyped word is matched by trigrams against this small table, not 100K titles
 * (pg_trgm documentation, "Text Search Integration"). Filled by triggers on products (migration
 * 0003); words of titles since changed or deleted stay, and only cost a lookup.
 */
export const productTitleWords = pgTable('product_title_words', { word: text('word').primaryKey() }, (t) => [
  index('product_title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Shoppers' words and what the catalogue calls them ("mobile" → "smartphone", "graphics card" →
 * "geforce"): one row per direction, editable data that search reads on every query. `term` may
 * be several words; it is matched by its English stems (`term_key`), so "headphones" and
 * "headphone" find the same rows. `means` is read as plain words, all of which must match.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    means: text('means').notNull(),
    termKey: tsvector('term_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${searchSynonyms.term})`),
  },
  (t) => [
    uniqueIndex('search_synonyms_term_means_uq').on(t.term, t.means),
    index('search_synonyms_term_key_idx').on(t.termKey),
  ],
);

const productChild = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** Size or variation; `price` overrides the product price when set. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: productChild(),
    name: text('name').notNull(),
    price: money('price'),
    hasPrice: boolean('has_price').notNull().default(false),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: productChild(),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: productChild(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('product_specifications_product_idx').on(t.productId)],
);

export const productGallery = pgTable(
  'product_gallery',
  {
    id: serial('id').primaryKey(),
    productId: productChild(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_gallery_product_idx').on(t.productId, t.position)],
);
