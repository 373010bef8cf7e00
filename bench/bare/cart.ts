/**
 * Add to cart as a guest (POST /api/v1/cart-view/), as Pasal's saveCartLine does it: the product
 * and its variants read first, then one transaction under the cart's advisory lock that sets the
 * quantity of the line or adds it. Signed-in carts and `country` are not part of the benchmark
 * and answer 400 here.
 */
import {
  insertLineSql,
  type Line,
  linesHeldSql,
  lockCartSql,
  productForSaleSql,
  sameLineSql,
  setQtySql,
  variantNamesSql,
} from './cart-sql.ts';
import type { BareDatabase } from './database.ts';
import { MAX_CART_LINES, MAX_LINE_QTY } from './limits.ts';
import { refuse } from './refusal.ts';

const NO_CHOICE = new Set(['no size', 'no color', 'no colour', 'undefined', 'null']);

/** The guest line a request body asks for, or a 400 (the checks of cartViewInputSchema it needs). */
export function lineRequest(body: Record<string, unknown>) {
  const productId = Number(body.product_id);
  const qty = Number(body.qty);
  const cartId = body.cart_id;
  if (body.user_id !== undefined || body.country !== undefined)
    throw refuse(400, 'Only guest carts are benchmarked.');
  if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647)
    throw refuse(400, 'Invalid input.');
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_LINE_QTY) throw refuse(400, 'Invalid input.');
  if (typeof cartId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(cartId))
    throw refuse(400, 'Invalid input.');
  const choice = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : undefined;
    return text && !NO_CHOICE.has(text.toLowerCase()) ? text : undefined;
  };
  return { productId, qty, cartId, size: choice(body.size), color: choice(body.color) };
}

/** The variant to store: none offered → '', none chosen → the first, else the chosen one if offered. */
function chosen(kind: 'size' | 'color', offered: string[], value: string | undefined): string {
  if (offered.length === 0) return '';
  if (value === undefined) return offered[0] ?? '';
  if (offered.includes(value)) return value;
  const noun = kind === 'size' ? 'size' : 'colour';
  throw refuse(400, `Please select: ${kind}`, { [kind]: [`"${value}" is not a ${noun} of this product.`] });
}

export async function saveGuestLine(
  db: BareDatabase,
  request: ReturnType<typeof lineRequest>,
): Promise<'created' | 'updated'> {
  const [product] = await db.rows<{ id: number; stock_qty: number }>(productForSaleSql(request.productId));
  if (!product) throw refuse(404, 'Product not found.');
  if (product.stock_qty <= 0)
    throw refuse(400, 'This product is out of stock', { qty: ['This product is out of stock'] });
  if (request.qty > product.stock_qty) {
    const message = `Only ${product.stock_qty} left in stock`;
    throw refuse(400, message, { qty: [message] });
  }
  const [sizes, colors] = await Promise.all([
    db.rows<{ name: string }>(variantNamesSql('product_sizes', product.id)),
    db.rows<{ name: string }>(variantNamesSql('product_colors', product.id)),
  ]);
  const line: Line = {
    cartId: request.cartId,
    productId: product.id,
    qty: request.qty,
    size: chosen(
      'size',
      sizes.map((s) => s.name),
      request.size,
    ),
    color: chosen(
      'color',
      colors.map((c) => c.name),
      request.color,
    ),
  };
  return db.transaction(async (tx) => {
    await tx.rows(lockCartSql(line.cartId));
    const [same] = await tx.rows<{ id: number }>(sameLineSql(line));
    const now = new Date().toISOString();
    if (same) {
      await tx.rows(setQtySql(same.id, line.qty, now));
      return 'updated';
    }
    const [held] = await tx.rows<{ count: string }>(linesHeldSql(line.cartId));
    if (Number(held?.count ?? 0) >= MAX_CART_LINES) {
      throw refuse(
        400,
        `Your cart can hold at most ${MAX_CART_LINES} different items. Remove one to add this.`,
      );
    }
    await tx.rows(insertLineSql(line, now));
    return 'created';
  });
}
