import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { type PageWindow, pageWithTotal } from '../../lib/paging.ts';

/** Bound on lists that have no paging of their own (categories). */
const CATEGORY_LIMIT = 200;

const isPublished = eq(products.status, 'published');

/** What shoppers may see and buy: published, from a shop that is open. Needs the vendors join. */
export const forSale = and(isPublished, eq(vendors.active, true));

/** The columns every product card needs, joined in one query (no N+1). */
const cardColumns = {
  product: products,
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

/**
 * The home page's random sample (spec §2, PRODUCT.md): a multiplicative hash of id mixed with
 * the seed, so one seed always gives one order (pages never overlap) and another seed another.
 * Plain integer arithmetic: cheap per row on 100K products, identical on PGlite and PostgreSQL.
 * Each step stays below 2^63, so bigint never overflows.
 */
export function randomOrder(seed: number): SQL[] {
  const mixed = sql`((${products.id}::bigint * 2654435761) # (${seed}::bigint * 40503 + 1)) % 2147483647`;
  return [sql`(${mixed} * 2246822519) % 2147483647`, asc(products.id)];
}

/**
 * A page of product cards (newest first unless told) and how many match in all: two queries.
 * The page's ids are chosen by a narrow subquery and only those rows are joined into cards, so
 * orders no index serves (random, relevance) sort ids, not whole joined rows.
 */
export async function pageOfCards(
  db: Db,
  where: SQL | undefined,
  page: PageWindow,
  orderBy: SQL[] = newestFirst,
) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(
    selectCards(db)
      .where(inArray(products.id, pageIds))
      .orderBy(...orderBy),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(where),
  );
}

export function listProducts(db: Db, page: PageWindow, order: { order: 'newest' | 'random'; seed: number }) {
  return pageOfCards(db, forSale, page, order.order === 'random' ? randomOrder(order.seed) : newestFirst);
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

/** A published product with its sizes, colours, specifications and gallery: five queries, whatever the size. */
export async function getProductBySlug(db: Db, slug: string) {
  const [card] = await selectCards(db)
    .where(and(eq(products.slug, slug), forSale))
    .limit(1);
  if (!card) throw notFound('Product not found.');
  const id = card.product.id;
  const [size, color, specification, gallery] = await Promise.all([
    db.select().from(productSizes).where(eq(productSizes.productId, id)).orderBy(asc(productSizes.id)),
    db.select().from(productColors).where(eq(productColors.productId, id)).orderBy(asc(productColors.id)),
    db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.id)),
    db
      .select()
      .from(productGallery)
      .where(eq(productGallery.productId, id))
      .orderBy(asc(productGallery.position), asc(productGallery.id)),
  ]);
  return { ...card, size, color, specification, gallery };
}
