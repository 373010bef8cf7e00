import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, productSizes, products, vendors } from '../../db/schema/index.ts';
import { type Owner, ownedBy } from './owner.ts';

/** A cart never holds more lines than this; lists of it are bounded by it. */
export const MAX_CART_LINES = 100;

/** The cart's lines, priced from the product (and the chosen size's own price) in one query. */
export async function listCartLines(db: Db, owner: Owner) {
  return db
    .select({
      item: cartItems,
      product: {
        id: products.id,
        title: products.title,
        slug: products.slug,
        image: products.image,
        price: products.price,
        shippingAmount: products.shippingAmount,
        stockQty: products.stockQty,
        status: products.status,
      },
      vendor: { id: vendors.id, name: vendors.name, slug: vendors.slug, active: vendors.active },
      sizePrice: productSizes.price,
      sizeHasPrice: productSizes.hasPrice,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.name, cartItems.size)),
    )
    .where(ownedBy(cartItems, owner))
    .orderBy(asc(cartItems.id))
    .limit(MAX_CART_LINES);
}

/** Removes one line of the owner's cart; false when the owner has no line of that id. */
export async function deleteCartLine(db: Db, owner: Owner, itemId: number): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), ownedBy(cartItems, owner)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}
