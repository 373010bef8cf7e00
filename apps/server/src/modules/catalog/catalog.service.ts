import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
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

/** Bound on lists that have no paging of their own (categories). */
const CATEGORY_LIMIT = 200;

const isPublished = eq(products.status, 'published');

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

function selectCards(db: Db) {
  return db
    .select(cardColumns)
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

type PageWindow = { limit: number; offset: number };

/** A page of product cards, newest first, and how many match in all: two queries. */
async function pageOfCards(db: Db, where: SQL | undefined, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function listProducts(db: Db, page: PageWindow) {
  return pageOfCards(db, and(isPublished, eq(vendors.active, true)), page);
}

export function listFeaturedProducts(db: Db, page: PageWindow) {
  return pageOfCards(db, and(isPublished, eq(products.featured, true), eq(vendors.active, true)), page);
}

/** A published product with its sizes, colours, specifications and gallery: five queries, whatever the size. */
export async function getProductBySlug(db: Db, slug: string) {
  const [card] = await selectCards(db)
    .where(and(eq(products.slug, slug), isPublished, eq(vendors.active, true)))
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
