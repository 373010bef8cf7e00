import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { prepared } from '../../lib/prepared.ts';
import { forSale, selectCards } from './catalog.service.ts';

const productId = sql.placeholder('id');

/** A product's rows of each kind, in the editor's order, each held to PRODUCT_PART_LIMITS. */
const partsOf = {
  size: prepared((db) =>
    db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(asc(productSizes.id))
      .limit(PRODUCT_PART_LIMITS.size)
      .prepare('sizes_of_product'),
  ),
  color: prepared((db) =>
    db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.id))
      .limit(PRODUCT_PART_LIMITS.color)
      .prepare('colors_of_product'),
  ),
  specification: prepared((db) =>
    db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, productId))
      .orderBy(asc(productSpecifications.id))
      .limit(PRODUCT_PART_LIMITS.specification)
      .prepare('specifications_of_product'),
  ),
  gallery: prepared((db) =>
    db
      .select()
      .from(productGallery)
      .where(eq(productGallery.productId, productId))
      .orderBy(asc(productGallery.position), asc(productGallery.id))
      .limit(PRODUCT_PART_LIMITS.gallery)
      .prepare('gallery_of_product'),
  ),
};

const cardForSaleBySlug = prepared((db) =>
  selectCards(db)
    .where(and(eq(products.slug, sql.placeholder('slug')), forSale))
    .limit(1)
    .prepare('card_for_sale_by_slug'),
);

type Card = Awaited<ReturnType<ReturnType<typeof cardForSaleBySlug>['execute']>>[number];

/** The card with its sizes, colours, specifications and gallery: four more queries whatever the size. */
async function withParts(db: Db, card: Card | undefined) {
  if (!card) throw notFound('Product not found.');
  const id = { id: card.product.id };
  const [size, color, specification, gallery] = await Promise.all([
    partsOf.size(db).execute(id),
    partsOf.color(db).execute(id),
    partsOf.specification(db).execute(id),
    partsOf.gallery(db).execute(id),
  ]);
  return { ...card, size, color, specification, gallery };
}

/** A product for sale, as its page shows it: five prepared queries; 404 when there is none. */
export async function getProductBySlug(db: Db, slug: string) {
  const [card] = await cardForSaleBySlug(db).execute({ slug });
  return withParts(db, card);
}

/** The product `where` picks (a vendor's own, in any stage), as getProductBySlug shapes it. */
export async function getProductDetail(db: Db, where: SQL) {
  const [card] = await selectCards(db).where(where).limit(1);
  return withParts(db, card);
}
