import { effectiveSearchOrder, type SearchQuery } from '@pasal/domain';
import { and, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { prepared } from '../../lib/prepared.ts';
import { forSale, type ProductCardRow, selectCards } from '../catalog/catalog.service.ts';
import { searchWords } from './search-query.ts';

/** A page of search results: its cards and the total the page shows. */
export interface SearchPage {
  rows: ProductCardRow[];
  total: number;
  more?: boolean;
}

/** What a page of results is remembered as: which products, in which order, and the total. */
interface RememberedPage {
  ids: number[];
  total: number;
  more?: boolean;
}

/** Searches remembered at most; a page is 24 ids and a total, so this is well under a megabyte. */
const MAX_PAGES = 2000;

/**
 * The cards of `ids` still for sale, fresh from the table, in the order of `ids`: one prepared
 * statement on the primary key, whatever the search was.
 */
const cardsByIds = prepared((db) =>
  selectCards(db)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')})`, forSale))
    .orderBy(sql`array_position(${sql.placeholder('ids')}, ${products.id})`)
    .prepare('search_cards_by_ids'),
);

/** One key per search a shopper can tell apart: the same words however typed, filters, order, page. */
export function searchKey(query: SearchQuery, page: PageWindow): string {
  return JSON.stringify([
    searchWords(query.query ?? ''),
    query.category ?? null,
    query.min_price ?? null,
    query.max_price ?? null,
    query.in_stock ?? false,
    effectiveSearchOrder(query),
    page.limit,
    page.offset,
  ]);
}

/** One request's ranking: the cache runs `search` when nobody has this page yet, and keeps its cards. */
interface Ranking {
  search: () => Promise<SearchPage>;
  answered?: SearchPage;
}

/**
 * Search results remembered for `ttlMs` (decision 0025). A search ranks up to a thousand matches
 * in PostgreSQL, tens of milliseconds of a core, and shoppers ask the same few searches over and
 * over: a remembered page costs one primary-key read instead. Only which products match, their
 * order and the total are remembered; every card is read afresh, so its price, stock and title
 * are always current, and a product taken off sale leaves the page at once. Matches a change
 * adds or removes show within `ttlMs`. While one request works a search out, others asking the
 * same wait for it instead of ranking again (lru-cache's fetch). A `ttlMs` of 0 remembers nothing.
 */
export function createSearchCache(ttlMs: number) {
  const pages =
    ttlMs > 0
      ? new LRUCache<string, RememberedPage, Ranking>({
          max: MAX_PAGES,
          ttl: ttlMs,
          // A ranking pushed out by 2,000 newer searches while it runs still answers its callers.
          ignoreFetchAbort: true,
          fetchMethod: async (_key, _stale, { context }) => {
            const page = await context.search();
            context.answered = page;
            return { ids: page.rows.map((row) => row.product.id), total: page.total, more: page.more };
          },
        })
      : null;

  return async function cachedSearch(
    db: Db,
    key: string,
    search: () => Promise<SearchPage>,
  ): Promise<SearchPage> {
    if (!pages) return search();
    const ranking: Ranking = { search };
    const remembered = await pages.forceFetch(key, { context: ranking });
    // The request that ranked has its cards already; the others read them afresh.
    if (ranking.answered) return ranking.answered;
    const rows = remembered.ids.length ? await cardsByIds(db).execute({ ids: remembered.ids }) : [];
    return { rows, total: remembered.total, ...(remembered.more ? { more: true } : {}) };
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
