import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/schema/index.ts';
import { forSale } from '../catalog/catalog.service.ts';
import { openShop } from '../shop/shop.service.ts';

/** A product page's preview: one query on the slug's unique index, only if it is for sale. */
export async function findProductPreview(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: products.slug,
      title: products.title,
      description: products.description,
      image: products.image,
      price: products.price,
      shopName: vendors.name,
      category: categories.title,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, slug), forSale))
    .limit(1);
  return row ?? null;
}

/** A shop page's preview: one query on the slug's unique index, only if the shop is open. */
export async function findShopPreview(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: vendors.slug,
      name: vendors.name,
      description: vendors.description,
      image: vendors.image,
    })
    .from(vendors)
    .where(openShop(slug))
    .limit(1);
  return row ?? null;
}

/** A category search's preview: the category by primary key, if it is shown. */
export async function findCategoryPreview(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id, title: categories.title, image: categories.image })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)))
    .limit(1);
  return row ?? null;
}
