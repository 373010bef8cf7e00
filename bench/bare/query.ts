/**
 * The query strings of the benchmarked GETs read as Pasal's schemas read them (pageQuerySchema,
 * searchQuerySchema), by hand; a value out of range answers 400.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.ts';
import { refuse } from './refusal.ts';

export type Query = Record<string, string | undefined>;

const blank = (value: string | undefined) =>
  value === undefined || value === '' || value === 'undefined' || value === 'null';

function integer(value: string | undefined, fallback: number, min: number, max: number): number {
  if (blank(value)) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw refuse(400, 'Invalid input.');
  return n;
}

/** `page`, `page_size` → limit and offset. */
export function pageOf(q: Query) {
  const page = integer(q.page, 1, 1, 100_000);
  const size = integer(q.page_size, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  return { limit: size, offset: (page - 1) * size };
}

const SORTS = ['price_asc', 'price_desc', 'rating', 'newest', 'relevance'] as const;
export type SearchSort = (typeof SORTS)[number];

/** A rupee amount typed in a filter box; anything not numeric counts as not given. */
function rupeeFilter(value: string | undefined): number | undefined {
  const n = Number(value);
  if (blank(value) || !Number.isFinite(n) || n < 0) return undefined;
  if (n > 1_000_000_000) throw refuse(400, 'Invalid input.');
  return Math.round(n * 100);
}

export function searchOf(q: Query) {
  const text = blank(q.query) ? undefined : q.query?.trim();
  if (text !== undefined && text.length > 200) throw refuse(400, 'Invalid input.');
  const sort = blank(q.sort) ? undefined : q.sort;
  if (sort !== undefined && !(SORTS as readonly string[]).includes(sort)) throw refuse(400, 'Invalid input.');
  return {
    text,
    category: blank(q.category) ? undefined : integer(q.category, 0, 1, 2_147_483_647),
    minPaisa: rupeeFilter(q.min_price),
    maxPaisa: rupeeFilter(q.max_price),
    inStock: !blank(q.in_stock) && ['true', '1', 'on', 'yes'].includes(String(q.in_stock).toLowerCase()),
    // No sort chosen: best match for words, newest without (effectiveSearchOrder).
    sort: (sort ?? (text ? 'relevance' : 'newest')) as SearchSort,
  };
}
