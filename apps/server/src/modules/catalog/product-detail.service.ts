import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { prepared } from '../../lib/prepared.ts';
import { pageParts } from './card-parts.ts';
import { forSale, selectCards } from './catalog.service.ts';

/** A product as its page shows it: the card with its specifications and gallery, one statement. */
const selectProductPage = (db: Db) => selectCards(db, pageParts);

const productPageBySlug = prepared((db) =>
  selectProductPage(db)
    .where(and(eq(products.slug, sql.placeholder('slug')), forSale))
    .limit(1)
    .prepare('product_page_by_slug'),
);

function found<Row>(row: Row | undefined): Row {
  if (!row) throw notFound('Product not found.');
  return row;
}

/** A product for sale, as its page shows it; 404 when there is none. */
export async function getProductBySlug(db: Db, slug: string) {
  const [row] = await productPageBySlug(db).execute({ slug });
  return found(row);
}

/** The product `where` picks (a vendor's own, in any stage), as getProductBySlug shapes it. */
export async function getProductDetail(db: Db, where: SQL) {
  const [row] = await selectProductPage(db).where(where).limit(1);
  return found(row);
}
