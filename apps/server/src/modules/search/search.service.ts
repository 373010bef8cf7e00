import { effectiveSearchOrder, rupeesToPaisa, type SearchOrder, type SearchQuery } from '@pasal/domain';
import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { forSale, newestFirst, pageOfCards } from '../catalog/catalog.service.ts';
import { rankedPage, SEARCH_CANDIDATES } from './ranked-page.ts';
import {
  type ResolvedQueries,
  resolveQueries,
  type SearchQueries,
  searchQueries,
  searchWords,
  spansOf,
  synonymsOf,
} from './search-query.ts';

/**
 * The typed words as a filter and a relevance order (docs/decisions/0018-search-ranking-in-postgresql.md).
 * A product must match every word (stemmed prefix, a synonym, or from 4 letters a typo of a
 * title word), one tsquery on the GIN-indexed `search_vector`. Then, in order: matches without
 * typos; within them, those whose title or category name more of the words (or their synonyms)
 * name, so a "gaming monitor" beats a console with a screen; then those whose category name the
 * words name ("laptop" → Laptops before a power bank "for laptops"); then text rank (title over
 * category over specifications over description, exact words counted again); then id.
 */
export async function relevanceMatch(
  db: Db,
  text: string | undefined,
): Promise<{ where: SQL; titled: SQL; keys: SQL[]; order: SQL[]; queries: SearchQueries } | null> {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  const q = await resolveQueries(db, searchQueries(words, spansOf(words, await synonymsOf(db, words))));
  const keys = relevanceKeys(q);
  return {
    where: sql`${products.searchVector} @@ ${q.loose}`,
    titled: sql`${titleAndCategory} @@ ${q.loose}`,
    keys,
    order: [...keys.map((key) => desc(key)), asc(products.id)],
    queries: q,
  };
}

/** The title and category name words of the search vector; products_title_search_idx serves it. */
const titleAndCategory = sql`ts_filter(${products.searchVector}, '{a,b}')`;

/** The relevance of relevanceMatch's comment as sort keys, each descending, then the id. */
function relevanceKeys(q: ResolvedQueries): SQL[] {
  const vector = products.searchVector;
  return [
    sql`${vector} @@ ${q.strict}`,
    sql.join(
      q.titleSpans.map((span) => sql`(${vector} @@ ${span})::int`),
      sql` + `,
    ),
    sql`${vector} @@ ${q.inCategoryName}`,
    sql`ts_rank(${vector}, ${q.strict}) + ts_rank(${vector}, ${q.exact})`,
  ];
}

/**
 * The words as a filter only, without synonyms (no query to look them up): for lists that sort
 * by their own keys, such as a shop's page (modules/shop).
 */
export function textMatch(text: string | undefined): { where: SQL } | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return { where: sql`${products.searchVector} @@ ${searchQueries(words, spansOf(words, new Map())).loose}` };
}

function orderBy(order: Exclude<SearchOrder, 'relevance'>): SQL[] {
  switch (order) {
    case 'price_asc':
      return [asc(products.price), ...newestFirst];
    case 'price_desc':
      return [desc(products.price), ...newestFirst];
    case 'rating':
      return [desc(products.rating), desc(products.ratingCount), ...newestFirst];
    case 'newest':
      return newestFirst;
  }
}

/** Spec §2 search: words, category, price range in rupees, in stock; one page and the total. */
export async function searchProducts(db: Db, query: SearchQuery, page: PageWindow) {
  const match = await relevanceMatch(db, query.query);
  const conditions = [forSale];
  if (match) conditions.push(match.where);
  if (query.category !== undefined) conditions.push(eq(products.categoryId, query.category));
  if (query.min_price !== undefined) conditions.push(gte(products.price, rupeesToPaisa(query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(products.price, rupeesToPaisa(query.max_price)));
  if (query.in_stock) conditions.push(gt(products.stockQty, 0));
  const where = and(...conditions);
  const order = effectiveSearchOrder(query);
  if (order === 'relevance' && match) return rankedPage(db, where, match, page);
  return pageOfCards(db, where, page, {
    orderBy: order === 'relevance' ? newestFirst : orderBy(order),
    totals: { upTo: SEARCH_CANDIDATES },
  });
}
