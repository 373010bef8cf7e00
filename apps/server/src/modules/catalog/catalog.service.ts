import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  categories,
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
  vendors,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { createTotalCache, type TotalCache } from '../../lib/total-cache.ts';
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

/** The columns every product card needs, joined in one query (no N+1). */
const cardColumns = {
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
export function selectCards<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...cardColumns, ...(extra as Extra) })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export type ProductCardRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function listCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(CATEGORY_LIMIT);
}

export const newestFirst: SQL[] = [desc(products.createdAt), desc(products.id)];

/** The ids of one page of a list, in its order; a subquery of the cards query. */
export type PageIds = (where: SQL | undefined, page: PageWindow) => SQLWrapper;

/** Sorts the ids of every matching product: what any order an index serves (or a relevance rank) needs. */
export function sortedPageIds(db: Db, orderBy: SQL[]): PageIds {
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
function totalOf(db: Db, counted: { toSQL(): unknown } & PromiseLike<{ n: number }[]>) {
  let cache = totalCaches.get(db);
  if (!cache) {
    cache = createTotalCache({ ttlMs: 30_000, minTotal: 100, maxEntries: 1000 });
    totalCaches.set(db, cache);
  }
  return cache(JSON.stringify(counted.toSQL()), () => counted.then((rows) => rows[0]?.n ?? 0));
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
export async function pageOfCards(
  db: Db,
  where: SQL | undefined,
  page: PageWindow,
  { orderBy = newestFirst, pageIds = sortedPageIds(db, orderBy), totals = 'cached' }: CardPageOptions = {},
) {
  const [rows, counted] = await Promise.all([
    selectCards(db)
      .where(inArray(products.id, pageIds(where, page)))
      .orderBy(...orderBy),
    countCards(db, where, totals),
  ]);
  return { rows: await withVariants(db, rows), ...counted };
}

async function countCards(db: Db, where: SQL | undefined, totals: CardTotals) {
  const matching = db.select({ id: products.id }).from(products).where(where);
  if (typeof totals === 'object') {
    const [row] = await db.select({ n: count() }).from(matching.limit(totals.upTo + 1).as('matching'));
    const n = row?.n ?? 0;
    return { total: Math.min(n, totals.upTo), more: n > totals.upTo };
  }
  const counted = db.select({ n: count() }).from(matching.as('matching'));
  return { total: totals === 'fresh' ? ((await counted)[0]?.n ?? 0) : await totalOf(db, counted) };
}

/**
 * Cards carry their sizes and colours (clients of the original draw a card's choices from them):
 * two queries for the whole page, never one per card, each in the product page's order.
 */
export async function withVariants<Row extends { product: { id: number } }>(db: Db, rows: Row[]) {
  const ids = rows.map((r) => r.product.id);
  // Asked even for an empty page, so a list's query count never depends on what it found.
  const [sizes, colors] = await Promise.all([
    db
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(productSizes.productId), asc(productSizes.id))
      .limit(ids.length * PRODUCT_PART_LIMITS.size),
    db
      .select()
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.productId), asc(productColors.id))
      .limit(ids.length * PRODUCT_PART_LIMITS.color),
  ]);
  const sizesOf = groupByProduct(sizes);
  const colorsOf = groupByProduct(colors);
  return rows.map((row) => ({
    ...row,
    size: (sizesOf.get(row.product.id) ?? []).slice(0, PRODUCT_PART_LIMITS.size),
    color: (colorsOf.get(row.product.id) ?? []).slice(0, PRODUCT_PART_LIMITS.color),
  }));
}

function groupByProduct<T extends { productId: number }>(parts: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const part of parts) {
    const group = groups.get(part.productId);
    if (group) group.push(part);
    else groups.set(part.productId, [part]);
  }
  return groups;
}

export function listProducts(db: Db, page: PageWindow, order: { order: 'newest' | 'random'; seed: number }) {
  if (order.order === 'newest') return pageOfCards(db, forSale, page);
  const sample = randomSample(db, order.seed);
  return pageOfCards(db, forSale, page, { orderBy: sample.orderBy, pageIds: sample.pageIds });
}

export function listFeaturedProducts(db: Db, page: PageWindow) {
  return pageOfCards(db, and(forSale, eq(products.featured, true)), page);
}

/**
 * The product a storefront write (cart, wishlist, review, question) is about; 404 unless it is
 * for sale. `vendorUserId` lets callers refuse a shop owner acting on their own product.
 */
export async function findProductForSale(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      vendorUserId: vendors.userId,
      stockQty: products.stockQty,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), forSale))
    .limit(1);
  if (!row) throw notFound('Product not found.');
  return row;
}

/** A product for sale, as its page shows it (getProductDetail). */
export function getProductBySlug(db: Db, slug: string) {
  return getProductDetail(db, and(eq(products.slug, slug), forSale) as SQL);
}

/**
 * The product `where` picks, with its sizes, colours, specifications and gallery: five queries,
 * whatever the size, each held to PRODUCT_PART_LIMITS; 404 when there is none.
 */
export async function getProductDetail(db: Db, where: SQL) {
  const [card] = await selectCards(db).where(where).limit(1);
  if (!card) throw notFound('Product not found.');
  const id = card.product.id;
  const [size, color, specification, gallery] = await Promise.all([
    db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, id))
      .orderBy(asc(productSizes.id))
      .limit(PRODUCT_PART_LIMITS.size),
    db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, id))
      .orderBy(asc(productColors.id))
      .limit(PRODUCT_PART_LIMITS.color),
    db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.id))
      .limit(PRODUCT_PART_LIMITS.specification),
    db
      .select()
      .from(productGallery)
      .where(eq(productGallery.productId, id))
      .orderBy(asc(productGallery.position), asc(productGallery.id))
      .limit(PRODUCT_PART_LIMITS.gallery),
  ]);
  return { ...card, size, color, specification, gallery };
}
