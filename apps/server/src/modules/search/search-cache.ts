import { effectiveSearchOrder, type SearchQuery } from '@pasal/domain';
import { and, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { prepared } from '../../lib/prepared.ts';
import { MAX_ORIGINS, type WrittenAnswers } from '../../lib/written-answers.ts';
import { forSale, type ProductCardRow, selectCards } from '../catalog/catalog.service.ts';
import { type CatalogueChanges, stillCurrent } from '../catalog/catalogue-changes.ts';
import { searchWords } from './search-query.ts';

/** A page of search results: its cards and the total the page shows. */
export interface SearchPage {
  rows: ProductCardRow[];
  total: number;
  more?: boolean;
  /** Set while these cards are remembered: the answers written of them (lib/written-answers.ts). */
  written?: WrittenAnswers;
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
 * What the cards of remembered pages may hold of memory, roughly: a page counts as its rows'
 * length as JSON twice (the rows), and once more for each answer it may keep written.
 */
const CARD_BYTES = 64 * 1024 * 1024;

/** The cards of one remembered page, as read under one generation of the catalogue. */
interface RememberedCards {
  /** The remembered page's ids these are the cards of (its object: a new ranking is another). */
  ids: number[];
  rows: ProductCardRow[];
  /** The generation they were read at, or last found current at (catalogue-changes.ts `stillCurrent`). */
  generation: number;
  written: WrittenAnswers;
}

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

/** What the catalogue's changes touched, as catalogue-changes.ts keeps it. */
type Changes = Pick<CatalogueChanges, 'generation' | 'touchedSince'>;

/**
 * Search results remembered for `ttlMs` (decision 0025). A search ranks up to a thousand matches
 * in PostgreSQL, tens of milliseconds of a core, and shoppers ask the same few searches over and
 * over: a remembered page costs a primary-key read of its cards at most. Which products match,
 * their order and the total are remembered for `ttlMs`: matches a change adds or removes show
 * within it. The cards are remembered only while no change to their products, or to any shop or
 * category, has been heard of since they were read (`changes`, decisions 0029 and 0030), and
 * read afresh by id otherwise, so a price, stock or title is current and a product taken off
 * sale leaves the page as soon as the change is heard of. Without `changes` every remembered
 * page reads its cards. While one request works a search out, others asking the same wait for it
 * instead of ranking again (lru-cache's fetch). A `ttlMs` of 0 remembers nothing.
 */
export function createSearchCache(ttlMs: number, changes?: Changes) {
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
  const cards = new LRUCache<string, RememberedCards>({
    maxSize: CARD_BYTES,
    sizeCalculation: (known) => JSON.stringify(known.rows).length * (2 + MAX_ORIGINS),
  });

  /**
   * Keeps the cards of `ids` as read under `generation`, and answers them with the map their
   * written answers go in; nothing is kept while changes go unheard.
   */
  const keep = (key: string, ids: number[], page: SearchPage, generation: number | null): SearchPage => {
    if (!changes || generation === null) return page;
    const written: WrittenAnswers = new Map();
    cards.set(key, { ids, rows: page.rows, generation, written });
    return { ...page, written };
  };

  return async function cachedSearch(
    db: Db,
    key: string,
    search: () => Promise<SearchPage>,
  ): Promise<SearchPage> {
    if (!pages) return search();
    // Read before anything is: a change heard of while reading makes these rows old at once.
    const generation = changes?.generation() ?? null;
    const ranking: Ranking = { search };
    const remembered = await pages.forceFetch(key, { context: ranking });
    const more = remembered.more ? { more: true } : {};
    // The request that ranked has its cards already.
    if (ranking.answered) return keep(key, remembered.ids, ranking.answered, generation);
    const known = cards.get(key);
    if (known && known.ids === remembered.ids && changes && stillCurrent(changes, known, known.ids)) {
      return { rows: known.rows, total: remembered.total, ...more, written: known.written };
    }
    const rows = remembered.ids.length ? await cardsByIds(db).execute({ ids: remembered.ids }) : [];
    return keep(key, remembered.ids, { rows, total: remembered.total, ...more }, generation);
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
