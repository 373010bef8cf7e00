import { effectiveSearchOrder, rupeesToPaisa, type SearchOrder, type SearchQuery } from '@pasal/domain';
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import {
  asPlaceholder,
  type Bind,
  boundValues,
  PLANNED_PER_EXECUTION,
  preparedPerShape,
} from '../../lib/prepared.ts';
import {
  boundedTotal,
  countUpTo,
  forSale,
  newestFirst,
  selectCards,
  sortedPageIds,
} from '../catalog/catalog.service.ts';
import { rankedPage, SEARCH_CANDIDATES } from './ranked-page.ts';
import {
  type ResolvedQueries,
  resolveQueries,
  searchQueries,
  searchWords,
  spansOf,
  synonymsOf,
} from './search-query.ts';

/** A search's tsqueries (docs/decisions/0018-search-ranking-in-postgresql.md), or null without words. */
export async function searchTsqueries(db: Db, text: string | undefined): Promise<ResolvedQueries | null> {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return resolveQueries(db, searchQueries(words, spansOf(words, await synonymsOf(db, words))));
}

/**
 * The typed words as a filter and a relevance order, their tsqueries bound by `bind`. A product
 * must match every word (stemmed prefix, a synonym, or from 4 letters a typo of a title word),
 * one tsquery on the GIN-indexed `search_vector`. Then, in order: matches without typos; within
 * them, those whose title or category name more of the words (or their synonyms) name, so a
 * "gaming monitor" beats a console with a screen; then those whose category name the words name
 * ("laptop" → Laptops before a power bank "for laptops"); then text rank (title over category over
 * specifications over description, exact words counted again); then id.
 */
export function relevance(q: ResolvedQueries, bind: Bind) {
  const tsquery = (name: string, text: string) => sql`${bind(name, text)}::tsquery`;
  const vector = products.searchVector;
  const loose = looseTsquery(q, bind);
  const strict = tsquery('strict', q.strict);
  const keys = [
    sql`${vector} @@ ${strict}`,
    sql.join(
      q.titleSpans.map((span, i) => sql`(${vector} @@ ${tsquery(`titleSpan${i}`, span)})::int`),
      sql` + `,
    ),
    sql`${vector} @@ ${tsquery('inCategoryName', q.inCategoryName)}`,
    sql`ts_rank(${vector}, ${strict}) + ts_rank(${vector}, ${tsquery('exact', q.exact)})`,
  ];
  return {
    where: matchesWords(q, bind),
    titled: sql`${titleAndCategory} @@ ${loose}`,
    keys,
    order: [...keys.map((key) => desc(key)), asc(products.id)],
    /** Any of the words' spans: what a category's name may match. */
    anySpan: tsquery('category', q.category),
  };
}

const looseTsquery = (q: ResolvedQueries, bind: Bind) => sql`${bind('loose', q.loose)}::tsquery`;

/** The product matches the words: every span, typos allowed (the GIN-indexed search vector). */
const matchesWords = (q: ResolvedQueries, bind: Bind) =>
  sql`${products.searchVector} @@ ${looseTsquery(q, bind)}`;

/** The title and category name words of the search vector; products_title_search_idx serves it. */
const titleAndCategory = sql`ts_filter(${products.searchVector}, '{a,b}')`;

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

/** Search's filters other than the words, only those set: which are set is a statement's shape. */
interface SearchFilters {
  categoryId?: number;
  minPaisa?: number;
  maxPaisa?: number;
  inStock?: true;
}

function filtersOf(query: SearchQuery): SearchFilters {
  return {
    ...(query.category !== undefined && { categoryId: query.category }),
    ...(query.min_price !== undefined && { minPaisa: rupeesToPaisa(query.min_price) }),
    ...(query.max_price !== undefined && { maxPaisa: rupeesToPaisa(query.max_price) }),
    ...(query.in_stock && { inStock: true as const }),
  };
}

/** What search lists: for sale, matching the words (`words`), within the filters. */
function searchWhere(words: SQL | undefined, f: SearchFilters, bind: Bind): SQL {
  const conditions = [forSale];
  if (words) conditions.push(words);
  if (f.categoryId !== undefined) conditions.push(eq(products.categoryId, bind('categoryId', f.categoryId)));
  if (f.minPaisa !== undefined) conditions.push(gte(products.price, bind('minPaisa', f.minPaisa)));
  if (f.maxPaisa !== undefined) conditions.push(lte(products.price, bind('maxPaisa', f.maxPaisa)));
  if (f.inStock) conditions.push(gt(products.stockQty, 0));
  return and(...conditions) as SQL;
}

/** A search in another order than relevance, or without words: what it lists, in which order. */
interface ListedSearch {
  /** Tells apart searches whose statements differ in more than their values. */
  shape: string;
  where: (bind: Bind) => SQL;
  orderBy: SQL[];
}

const pageBounds = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** A listed search's page of cards and its count up to SEARCH_CANDIDATES, each built once per shape. */
const listedCards = preparedPerShape(
  (search: ListedSearch) => search.shape,
  (db, search) =>
    selectCards(db)
      .where(inArray(products.id, sortedPageIds(db, search.orderBy)(search.where(asPlaceholder), pageBounds)))
      .orderBy(...search.orderBy)
      .prepare(PLANNED_PER_EXECUTION),
);
const listedCount = preparedPerShape(
  (search: ListedSearch) => search.shape,
  (db, search) =>
    countUpTo(db, search.where(asPlaceholder), SEARCH_CANDIDATES).prepare(PLANNED_PER_EXECUTION),
);

async function listedPage(db: Db, search: ListedSearch, page: PageWindow) {
  const values = { ...boundValues(search.where), ...page };
  const [rows, counted] = await Promise.all([
    listedCards(db, search).execute(values),
    listedCount(db, search).execute(values),
  ]);
  return { rows, ...boundedTotal(counted, SEARCH_CANDIDATES) };
}

/**
 * Spec §2 search: words, category, price range in rupees, in stock; one page and the total. Its
 * statements are built once per shape (order, words or none, which filters) and planned by
 * PostgreSQL with each search's values (decision 0021).
 */
export async function searchProducts(db: Db, query: SearchQuery, page: PageWindow) {
  const q = await searchTsqueries(db, query.query);
  const filters = filtersOf(query);
  const filtersShape = Object.keys(filters).join(' ');
  const order = effectiveSearchOrder(query);
  if (order === 'relevance' && q) {
    return rankedPage(
      db,
      {
        shape: `${q.titleSpans.length} ${filtersShape}`,
        parts: (bind) => {
          const match = relevance(q, bind);
          return { ...match, where: searchWhere(match.where, filters, bind) };
        },
      },
      page,
    );
  }
  const search: ListedSearch = {
    shape: `${order} ${q ? 'words' : ''} ${filtersShape}`,
    where: (bind) => searchWhere(q ? matchesWords(q, bind) : undefined, filters, bind),
    orderBy: order === 'relevance' ? newestFirst : orderBy(order),
  };
  return listedPage(db, search, page);
}
