import { missingVariantMessage, PRODUCT_PART_LIMITS } from '@pasal/domain';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, productColors, productSizes } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import { prepared } from '../../lib/prepared.ts';
import { findProductForSale } from '../catalog/catalog.service.ts';
import { MAX_CART_LINES } from './cart.service.ts';
import { lineKey, lockCart, type Owner, ownedBy } from './owner.ts';

export interface CartLineDraft {
  owner: Owner;
  /** The device's cart id, recorded on new lines even for a signed-in user. */
  cartId: string;
  productId: number;
  qty: number;
  size?: string | undefined;
  color?: string | undefined;
  country?: string | undefined;
}

type Variant = 'size' | 'color';
const VARIANT_NOUN: Record<Variant, string> = { size: 'size', color: 'colour' };

/**
 * Spec §5: a product with sizes (or colours) is bought in one of them; none chosen takes the
 * first, as the product page preselects it (clients of the original send "No Size" from cards).
 * A name the product does not offer is refused. Answers the names to store; '' when the product
 * has none, whatever the client sent (so lines do not split on it).
 */
function chooseVariants(offered: Record<Variant, string[]>, chosen: Record<Variant, string | undefined>) {
  const errors: FieldErrors = {};
  const missing = { size: false, color: false };
  const pick = (kind: Variant): string => {
    const names = offered[kind];
    const value = chosen[kind];
    if (names.length === 0) return '';
    if (value === undefined) return names[0] ?? '';
    if (names.includes(value)) return value;
    missing[kind] = true;
    errors[kind] = [`"${value}" is not a ${VARIANT_NOUN[kind]} of this product.`];
    return '';
  };
  const size = pick('size');
  const color = pick('color');
  const message = missingVariantMessage(missing);
  if (message) throw new AppError('bad_request', message, errors);
  return { size, color };
}

function checkStock(stockQty: number, qty: number) {
  if (stockQty <= 0) {
    const message = 'This product is out of stock';
    throw new AppError('bad_request', message, { qty: [message] });
  }
  if (qty > stockQty) {
    const message = `Only ${stockQty} left in stock`;
    throw new AppError('bad_request', message, { qty: [message] });
  }
}

/** The names of a product's sizes or colours, in the product page's order. */
const variantNames = (table: typeof productSizes | typeof productColors, limit: number, name: string) =>
  prepared((db) =>
    db
      .select({ name: table.name })
      .from(table)
      .where(eq(table.productId, sql.placeholder('id')))
      .orderBy(asc(table.id))
      .limit(limit)
      .prepare(name),
  );
const sizeNames = variantNames(productSizes, PRODUCT_PART_LIMITS.size, 'product_size_names');
const colorNames = variantNames(productColors, PRODUCT_PART_LIMITS.color, 'product_color_names');

/**
 * Spec §7 `cart-view`: one line per owner, product, size and colour. An existing line gets the
 * quantity sent (the cart page sends the new quantity through this call), a new one is added.
 * Prices are never taken from the client: `cart-list` prices every read.
 */
export async function saveCartLine(db: Db, draft: CartLineDraft): Promise<'created' | 'updated'> {
  const product = await findProductForSale(db, draft.productId);
  checkStock(product.stockQty, draft.qty);
  // In the product page's order, so "the first" is the one it preselects.
  const [sizes, colors] = await Promise.all([
    sizeNames(db).execute({ id: product.id }),
    colorNames(db).execute({ id: product.id }),
  ]);
  const { size, color } = chooseVariants(
    { size: sizes.map((s) => s.name), color: colors.map((c) => c.name) },
    { size: draft.size, color: draft.color },
  );
  const { owner, cartId, qty } = draft;
  const country = draft.country ? { country: draft.country } : {};
  const sameLine = and(
    eq(cartItems.productId, product.id),
    eq(cartItems.size, size),
    eq(cartItems.color, color),
  ) as SQL;

  return db.transaction(async (tx) => {
    // One change at a time per cart, so the line cap holds under concurrent adds.
    await lockCart(tx, owner);
    // A guest line of this very cart id, not yet merged at sign-in, is the user's too (the
    // user's own line wins when both exist).
    const theirs =
      owner.userId === null
        ? ownedBy(cartItems, owner)
        : or(ownedBy(cartItems, owner), ownedBy(cartItems, { userId: null, cartId }));
    const [line] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(sameLine, theirs))
      .orderBy(asc(sql`${cartItems.userId} is null`), asc(cartItems.id))
      .limit(1);
    if (line) {
      await tx
        .update(cartItems)
        .set({ qty, userId: owner.userId, ...country })
        .where(eq(cartItems.id, line.id));
      return 'updated';
    }

    const [held] = await tx.select({ n: count() }).from(cartItems).where(ownedBy(cartItems, owner));
    if ((held?.n ?? 0) >= MAX_CART_LINES) {
      throw new AppError(
        'bad_request',
        `Your cart can hold at most ${MAX_CART_LINES} different items. Remove one to add this.`,
      );
    }
    await tx
      .insert(cartItems)
      .values({ cartId, userId: owner.userId, productId: product.id, qty, size, color, ...country })
      .onConflictDoUpdate({ ...lineKey(owner), set: { qty, ...country, updatedAt: new Date() } });
    return 'created';
  });
}
