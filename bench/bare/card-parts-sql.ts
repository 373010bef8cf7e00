/**
 * A product's rows of one kind as a JSON array inside the card's own statement, as Pasal's
 * card-parts.ts writes it: keyed as Drizzle keys the table's rows (camelCase), in the product
 * page's order, held to its limit.
 */
import { PART_LIMITS } from './limits.ts';

/** [JSON key, column] of each column of the part's table, in the table's order. */
type Columns = [string, string][];

function partsOf(table: string, columns: Columns, order: string[], limit: number, as: string): string {
  const pairs = columns.map(([key, column]) => `'${key}', part."${column}"`).join(', ');
  const byOrder = (prefix: string) => order.map((c) => `${prefix}"${c}"`).join(', ');
  return `(select coalesce(json_agg(json_build_object(${pairs}) order by ${byOrder('part.')}), '[]')
    from (select * from "${table}" where "${table}"."product_id" = "products"."id" order by ${byOrder('')} limit ${limit}) part) as "${as}"`;
}

const keyed = (...columns: string[]): Columns =>
  columns.map((column) => [column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), column]);

/** What every card carries: its sizes and colours. */
export const CARD_PARTS = [
  partsOf(
    'product_sizes',
    keyed('id', 'product_id', 'name', 'price', 'has_price'),
    ['id'],
    PART_LIMITS.size,
    'size',
  ),
  partsOf(
    'product_colors',
    keyed('id', 'product_id', 'name', 'color_code'),
    ['id'],
    PART_LIMITS.color,
    'color',
  ),
].join(', ');

/** What the product page adds: its specifications and gallery. */
export const PAGE_PARTS = [
  partsOf(
    'product_specifications',
    keyed('id', 'product_id', 'title', 'content'),
    ['id'],
    PART_LIMITS.specification,
    'specification',
  ),
  partsOf(
    'product_gallery',
    keyed('id', 'product_id', 'image', 'position'),
    ['position', 'id'],
    PART_LIMITS.gallery,
    'gallery',
  ),
].join(', ');
