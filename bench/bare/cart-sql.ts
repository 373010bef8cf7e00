/**
 * Add-to-cart's statements for a guest (cart-view.service.ts saveCartLine), as Pasal writes them.
 */
import { forSale } from './catalogue-sql.ts';
import { Params, type Statement } from './database.ts';
import { PART_LIMITS } from './limits.ts';

/** The product, if it is for sale, with its shop's owner and its stock (findProductForSale). */
export function productForSaleSql(productId: number): Statement {
  const p = new Params();
  return {
    text: `select "products"."id", "products"."vendor_id", "vendors"."user_id", "products"."stock_qty" from "products" inner join "vendors" on "vendors"."id" = "products"."vendor_id" where ("products"."id" = ${p.add(productId)} and ${forSale(p)}) limit ${p.add(1)}`,
    values: p.values,
  };
}

/** The names of a product's sizes or colours, in the product page's order. */
export function variantNamesSql(table: 'product_sizes' | 'product_colors', productId: number): Statement {
  const limit = table === 'product_sizes' ? PART_LIMITS.size : PART_LIMITS.color;
  return {
    text: `select "name" from "${table}" where "${table}"."product_id" = $1 order by "${table}"."id" asc limit $2`,
    values: [productId, limit],
  };
}

/** One change at a time per cart (owner.ts lockCart): a transaction-scoped advisory lock. */
export const lockCartSql = (cartId: string): Statement => ({
  text: 'select pg_advisory_xact_lock(hashtextextended($1, 0))',
  values: [`cart:${cartId}`],
});

export interface Line {
  cartId: string;
  productId: number;
  qty: number;
  size: string;
  color: string;
}

const GUEST_LINES = (p: Params, cartId: string) =>
  `("cart_items"."cart_id" = ${p.add(cartId)} and "cart_items"."user_id" is null)`;

/** The guest cart's line of this product, size and colour. */
export function sameLineSql(l: Line): Statement {
  const p = new Params();
  const same = `("cart_items"."product_id" = ${p.add(l.productId)} and "cart_items"."size" = ${p.add(l.size)} and "cart_items"."color" = ${p.add(l.color)})`;
  return {
    text: `select "id" from "cart_items" where (${same} and ${GUEST_LINES(p, l.cartId)}) order by "cart_items"."user_id" is null asc, "cart_items"."id" asc limit ${p.add(1)}`,
    values: p.values,
  };
}

export const setQtySql = (lineId: number, qty: number, now: string): Statement => ({
  text: 'update "cart_items" set "user_id" = $1, "qty" = $2, "updated_at" = $3 where "cart_items"."id" = $4',
  values: [null, qty, now, lineId],
});

export function linesHeldSql(cartId: string): Statement {
  const p = new Params();
  return { text: `select count(*) from "cart_items" where ${GUEST_LINES(p, cartId)}`, values: p.values };
}

export const insertLineSql = (l: Line, now: string): Statement => ({
  text: `insert into "cart_items" ("id", "cart_id", "user_id", "product_id", "qty", "size", "color", "country", "created_at", "updated_at") values (default, $1, $2, $3, $4, $5, $6, default, default, default) on conflict ("cart_id","product_id","size","color") where "cart_items"."user_id" is null do update set "qty" = $7, "updated_at" = $8`,
  values: [l.cartId, null, l.productId, l.qty, l.size, l.color, l.qty, now],
});
