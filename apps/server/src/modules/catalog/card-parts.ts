import { PRODUCT_PART_LIMITS } from '@pasal/domain';
import { type AnyColumn, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
} from '../../db/schema/index.ts';

/**
 * A product's rows of one kind as a JSON array computed in the card's own statement (decision
 * 0022): in the product page's order, held to its limit, keyed as Drizzle keys the table's rows,
 * so serialisers read them as they read a select. A card and its parts are one statement, not
 * one per kind.
 */
function partsOf<Table extends PgTable & { productId: AnyColumn }>(
  table: Table,
  order: AnyColumn[],
  limit: number,
): SQL<Table['$inferSelect'][]> {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, part.${sql.identifier(column.name)}`,
  );
  const byOrder = (prefix: string) =>
    sql.join(
      order.map((column) => sql`${sql.raw(prefix)}${sql.identifier(column.name)}`),
      sql`, `,
    );
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${byOrder('part.')}), '[]')
    from (select * from ${table} where ${table.productId} = ${products.id} order by ${byOrder('')} limit ${sql.raw(String(limit))}) part)`;
}

/** What every card carries: its sizes and colours (clients of the original draw a card's choices from them). */
export const cardParts = {
  size: partsOf(productSizes, [productSizes.id], PRODUCT_PART_LIMITS.size).as('size'),
  color: partsOf(productColors, [productColors.id], PRODUCT_PART_LIMITS.color).as('color'),
};

/** What the product page adds: its specifications and gallery. */
export const pageParts = {
  specification: partsOf(
    productSpecifications,
    [productSpecifications.id],
    PRODUCT_PART_LIMITS.specification,
  ).as('specification'),
  gallery: partsOf(
    productGallery,
    [productGallery.position, productGallery.id],
    PRODUCT_PART_LIMITS.gallery,
  ).as('gallery'),
};
