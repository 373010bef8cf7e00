import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { prepared } from '../../lib/prepared.ts';
import { createTotalCache, type TotalCache } from '../../lib/total-cache.ts';
import { cardParts } from './card-parts.ts';
import { randomSample } from './random-sample.ts';

/** Bound on lists that have no paging of their own (categories). */
const CATEGORY_LIMIT = 200;

const isPublished = eq(products.status, 'published');

/**
 * What shoppers may see and buy: published, from a shop that is open. The closed shops are few
 * (a partial index holds them), so this asks no join of vendors: a list's ids and its count
 * read products alone, each row checked against a small hashed set.
 */
export const forSale = and(
  isPublished,
  sql`${products.vendorId} not in (select closed.id from ${vendors} closed where not closed.active)`,
) as SQL;

/**
 * A product's own columns as cards and pages read them: all but the search vector, the widest
 * column by far, which only search's WHERE and ORDER BY read (inside PostgreSQL).
 */
const {
  searchVector: _searchVector,
  shuffleKey: _shuffleKey,
  views: _views,
  ...productColumns
} = getTableColumns(products);

/** The columns every product card needs, its sizes and colours among them: one query (no N+1). */
const cardColumns = {
  ...cardParts,
  product: productColumns,
  vendor: {
    id: vendors.id,
    name: vendors.name,
    slug: vendors.slug,
    image: vendors.image,
    description: vendors.description,
  },
  category: { id: categories.id, title: categories.title, slug: categories.slug, image: categories.image },
};

/** Product cards with their shop and category; `extra` adds columns of tables the caller joins. */
export function selectCards<Extra extends SelectedFields = Record<never, never>>(
  db: Pick<Db, 'select'>,
  extra?: Extra,
) {
  return db
    .select({ ...cardColumns, ...(extra as Extra) })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export type ProductCardRow = Awaited<ReturnType<typeof selectCards<Record<never, never>>>>[number];

const activeCategories = prepared((db) =>
  db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(CATEGORY_LIMIT)
    .prepare('active_categories'),
);

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export function listCategories(db: Db) {
  return activeCategories(db).execute();
}

export const newestFirst: SQL[] = [desc(products.createdAt), desc(products.id)];

/** The ids of one page of a list, in its order; a subquery of the cards query. */
export type PageIds = (where: SQL | undefined, page: PageWindow) => SQLWrapper;

/** A page's bounds as numbers, or as a prepared statement's placeholders. */
type PageBounds = { [Bound in keyof PageWindow]: PageWindow[Bound] | Placeholder };

/** Sorts the ids of every matching product: what any order an index serves (or a relevance rank) needs. */
export function sortedPageIds(
  db: Db,
  orderBy: SQL[],
): (where: SQL | undefined, page: PageBounds) => SQLWrapper {
  return (where, page) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset);
}

/**
 * Totals of product lists: reused for 30 s once they reach 100 (lib/total-cache.ts says why),
 * one cache per database handle.
 */
const totalCaches = new WeakMap<Db, TotalCache>();
function totalOf(db: Db, key: string, counted: () => PromiseLike<{ n: number }[]>) {
  let cache = totalCaches.get(db);
  if (!cache) {
    cache = createTotalCache({ ttlMs: 30_000, minTotal: 100, maxEntries: 1000 });
    totalCaches.set(db, cache);
  }
  return cache(key, () => counted().then((rows) => rows[0]?.n ?? 0));
}

/**
 * How a card list states its total: `cached` (lists shoppers browse: totalOf), `fresh` (a vendor's
 * own list, which changes with each of their edits) or `{ upTo }`: counted no further than that,
 * the answer saying when there are more (search: a word every product has costs no more to count
 * than a rare one).
 */
export type CardTotals = 'cached' | 'fresh' | { upTo: number };

export interface CardPageOptions {
  orderBy?: SQL[];
  pageIds?: PageIds;
  totals?: CardTotals;
}

/** A page of rows and its total; `more`: there are more than `total` (a bounded count). */
export interface CardPage<Row> {
  rows: Row[];
  total: number;
  more?: boolean;
}

/**
 * A page of product cards (newest first unless told) and how many match in all: two queries, or
 * one while the total is cached. The page's ids are chosen by a narrow subquery and only those
 * rows are joined into cards, so orders no index serves (relevance) sort ids, not joined rows.
 */
export function pageOfCards(
  db: Db,
  where: SQL | undefined,
  page: PageWindow,
  { orderBy = newestFirst, pageIds = sortedPageIds(db, orderBy), totals = 'cached' }: CardPageOptions = {},
) {
  const rows = selectCards(db)
    .where(inArray(products.id, pageIds(where, page)))
    .orderBy(...orderBy);
  return cardsWithTotal(rows, countCards(db, where, totals));
}

async function cardsWithTotal(
  rows: PromiseLike<ProductCardRow[]>,
  total: Promise<{ total: number; more?: boolean }>,
) {
  const [page, counted] = await Promise.all([rows, total]);
  return { rows: page, ...counted };
}

const matchingIds = (db: Db, where: SQL | undefined) =>
  db.select({ id: products.id }).from(products).where(where);

/** Counts the products `where` matches up to one more than `upTo`: `boundedTotal` reads it. */
export function countUpTo(db: Db, where: SQL | undefined, upTo: number) {
  return db.select({ n: count() }).from(
    matchingIds(db, where)
      .limit(upTo + 1)
      .as('matching'),
  );
}

/** The total a count up to `upTo` stands for, and whether there are more. */
export function boundedTotal(rows: { n: number }[], upTo: number) {
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, upTo), more: n > upTo };
}

export async function countCards(db: Db, where: SQL | undefined, totals: CardTotals) {
  if (typeof totals === 'object') return boundedTotal(await countUpTo(db, where, totals.upTo), totals.upTo);
  const counted = db.select({ n: count() }).from(matchingIds(db, where).as('matching'));
  if (totals === 'fresh') return { total: (await counted)[0]?.n ?? 0 };
  return { total: await totalOf(db, JSON.stringify(counted.toSQL()), () => counted) };
}

/**
 * Cards carry their sizes and colours (clients of the original draw a card's choices from them):
 * two queries for the whole page, never one per card, each in the product page's order.
 */
/** The storefront's newest products and their count: the busiest list, prepared (lib/prepared.ts). */
const newestForSale = prepared((db) =>
  selectCards(db)
    .where(
      inArray(
        products.id,
        db
          .select({ id: products.id })
          .from(products)
          .where(forSale)
          .orderBy(...newestFirst)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(...newestFirst)
    .prepare('newest_for_sale'),
);
const countForSale = prepared((db) =>
  db.select({ n: count() }).from(products).where(forSale).prepare('count_for_sale'),
);

export function listProducts(db: Db, page: PageWindow, order: { order: 'newest' | 'random'; seed: number }) {
  if (order.order === 'newest') {
    const total = totalOf(db, 'for sale', () => countForSale(db).execute()).then((n) => ({ total: n }));
    return cardsWithTotal(newestForSale(db).execute(page), total);
  }
  const sample = randomSample(db, order.seed);
  return pageOfCards(db, forSale, page, { orderBy: sample.orderBy, pageIds: sample.pageIds });
}

export function listFeaturedProducts(db: Db, page: PageWindow) {
  return pageOfCards(db, and(forSale, eq(products.featured, true)), page);
}

const productForSaleById = prepared((db) =>
  db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      vendorUserId: vendors.userId,
      stockQty: products.stockQty,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, sql.placeholder('id')), forSale))
    .limit(1)
    .prepare('product_for_sale_by_id'),
);

/**
 * The product a storefront write (cart, wishlist, review, question) is about; 404 unless it is
 * for sale. `vendorUserId` lets callers refuse a shop owner acting on their own product.
 */
export async function findProductForSale(db: Db, productId: number) {
  const [row] = await productForSaleById(db).execute({ id: productId });
  if (!row) throw notFound('Product not found.');
  return row;
}
