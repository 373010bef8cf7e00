/**
 * The catalogue's statements, written as Pasal's Drizzle code writes them (the same text, the
 * same values in the same order), so both servers ask PostgreSQL the very same thing.
 * same-sql.test.ts compares them with Pasal's, statement by statement.
 */

import { CARD_PARTS, PAGE_PARTS } from './card-parts-sql.ts';
import { type Fragment, Params, type Statement } from './database.ts';
import { CATEGORY_LIMIT } from './limits.ts';

/** A WHERE condition, written into each statement that filters by it. */
export type Condition = Fragment;

/** Published, from a shop that is open (catalog.service.ts forSale). */
export const forSale: Condition = (p) =>
  `("products"."status" = ${p.add('published')} and "products"."vendor_id" not in (select closed.id from "vendors" closed where not closed.active))`;

export const NEWEST_FIRST = '"products"."created_at" desc, "products"."id" desc';

/**
 * A card's columns: its sizes and colours (JSON), the product's own columns (all but the search
 * vector, shuffle key and views), its shop's and its category's.
 */
export const CARD_COLUMNS = [
  CARD_PARTS,
  ...[
    'id',
    'pid',
    'slug',
    'vendor_id',
    'category_id',
    'title',
    'description',
    'image',
    'price',
    'old_price',
    'shipping_amount',
    'stock_qty',
    'featured',
    'status',
    'rating',
    'rating_count',
    'orders',
    'created_at',
    'updated_at',
  ].map((c) => `"products"."${c}"`),
  ...['id', 'name', 'slug', 'image', 'description'].map((c) => `"vendors"."${c}"`),
  ...['id', 'title', 'slug', 'image'].map((c) => `"categories"."${c}"`),
].join(', ');

export const FROM_CARDS = `from "products" inner join "vendors" on "vendors"."id" = "products"."vendor_id" left join "categories" on "categories"."id" = "products"."category_id"`;
const CARDS = `select ${CARD_COLUMNS} ${FROM_CARDS}`;

/** The cards whose ids `pageIds` selects, in `orderBy`. */
export function cardsSql(pageIds: Fragment, orderBy: Fragment): Statement {
  const p = new Params();
  return {
    text: `${CARDS} where "products"."id" in (${pageIds(p)}) order by ${orderBy(p)}`,
    values: p.values,
  };
}

/**
 * The newest products for sale, one page (catalog.service.ts newestForSale): a named prepared
 * statement, as Pasal's, so its offset is a value even on the first page.
 */
export function newestForSaleSql(limit: number, offset: number): Statement {
  const pageIds: Fragment = (p) =>
    `select "id" from "products" where ${forSale(p)} order by ${NEWEST_FIRST} limit ${p.add(limit)} offset ${p.add(offset)}`;
  return { ...cardsSql(pageIds, () => NEWEST_FIRST), name: 'newest_for_sale' };
}

/** How many products are for sale (countForSale), prepared. */
export function countForSaleSql(): Statement {
  const p = new Params();
  return {
    text: `select count(*) from "products" where ${forSale(p)}`,
    values: p.values,
    name: 'count_for_sale',
  };
}

/** ` limit $n` and, past the first page, ` offset $m` (Drizzle leaves out an offset of 0). */
/**
 * ` limit $n offset $m`: a statement Pasal builds for the request leaves out an offset of 0, as
 * Drizzle does; one it prepares (`prepared`) always has its placeholder.
 */
export const limitOffset = (p: Params, limit: number, offset: number, prepared = false) =>
  ` limit ${p.add(limit)}${offset || prepared ? ` offset ${p.add(offset)}` : ''}`;

/** The ids of one page of the products `where` picks, in `orderBy`. */
export const sortedPageIds =
  (where: Condition, orderBy: string, limit: number, offset: number, prepared = false): Fragment =>
  (p) =>
    `select "id" from "products" where ${where(p)} order by ${orderBy}${limitOffset(p, limit, offset, prepared)}`;

/** How many products `where` picks, counted to `upTo` + 1 at most. */
export function countSql(where: Condition, upTo: number): Statement {
  const p = new Params();
  const matching = `select "id" from "products" where ${where(p)} limit ${p.add(upTo + 1)}`;
  return { text: `select count(*) from (${matching}) "matching"`, values: p.values };
}

export function categoriesSql(): Statement {
  return {
    text: `select "id", "title", "slug", "image", "position", "active", "created_at" from "categories" where "categories"."active" = $1 order by "categories"."position" asc, "categories"."id" asc limit $2`,
    values: [true, CATEGORY_LIMIT],
    name: 'active_categories',
  };
}

/** The product for sale with this slug as its page shows it, one prepared statement (product-detail.service.ts). */
export function productPageBySlugSql(slug: string): Statement {
  const p = new Params();
  const where = `("products"."slug" = ${p.add(slug)} and ${forSale(p)})`;
  return {
    text: `select ${CARD_COLUMNS}, ${PAGE_PARTS} ${FROM_CARDS} where ${where} limit ${p.add(1)}`,
    values: p.values,
    name: 'product_page_by_slug',
  };
}
