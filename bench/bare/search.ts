/**
 * GET /api/v1/search/ as Pasal answers it (search.service.ts searchProducts), on the search
 * pool: the synonyms of the words, the tsqueries resolved, then a page of cards counted to
 * SEARCH_CANDIDATES: ranked and counted in one statement when sorted by relevance.
 */

// Pure text functions: the bare server reads a search's words exactly as Pasal does.
import { searchWords, spansOf, wordRuns } from '@pasal/server/src/modules/search/search-query.ts';
import { boundedCount, type CardPage, pageOfCards } from './cards.ts';
import { forSale, NEWEST_FIRST, sortedPageIds } from './catalogue-sql.ts';
import type { Queries } from './database.ts';
import { SEARCH_CANDIDATES } from './limits.ts';
import type { searchOf } from './query.ts';
import {
  rankedPageSql,
  resolveSql,
  SEARCH_ORDER_BY,
  searchCondition,
  synonymsSql,
  type Tsqueries,
} from './search-sql.ts';
import { card } from './serialize.ts';

async function tsqueriesOf(db: Queries, text: string | undefined): Promise<Tsqueries | null> {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  const synonyms = (await db.arrays(synonymsSql(wordRuns(words)))) as [string, string | null][];
  const meansByRun = new Map<string, string[]>();
  for (const [run, query] of synonyms) {
    if (query) meansByRun.set(run, [...(meansByRun.get(run) ?? []), query]);
  }
  const [resolved] = await db.rows<Tsqueries>(resolveSql(words, spansOf(words, meansByRun)));
  if (!resolved) throw new Error('the tsqueries of a search came back empty');
  return resolved;
}

export async function search(
  db: Queries,
  origin: string,
  query: ReturnType<typeof searchOf>,
  page: { limit: number; offset: number },
): Promise<CardPage> {
  const q = await tsqueriesOf(db, query.text);
  const where = searchCondition(forSale, { ...query, ...(q ? { matching: q.loose } : {}) });
  if (query.sort === 'relevance' && q) {
    const rows = await db.arrays(rankedPageSql(q, where, page.limit, page.offset));
    const cards = rows.map((row) => card(origin, row));
    const matches = Number(rows[0]?.at(-1) ?? 0);
    if (rows.length > 0)
      return { cards, total: Math.min(matches, SEARCH_CANDIDATES), more: matches > SEARCH_CANDIDATES };
    // An empty first page is no match; a page past the last candidate is counted apart.
    if (page.offset === 0) return { cards, total: 0, more: false };
    return { cards, ...(await boundedCount(db, where, SEARCH_CANDIDATES)) };
  }
  const orderBy = query.sort === 'relevance' ? NEWEST_FIRST : SEARCH_ORDER_BY[query.sort];
  return pageOfCards(
    db,
    origin,
    where,
    sortedPageIds(where, orderBy, page.limit, page.offset, true),
    () => orderBy,
    SEARCH_CANDIDATES,
  );
}
