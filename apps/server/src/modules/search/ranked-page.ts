import { and, asc, desc, inArray, not, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import {
  asPlaceholder,
  asValue,
  type Bind,
  boundValues,
  PLANNED_PER_EXECUTION,
  preparedPerShape,
} from '../../lib/prepared.ts';
import { countCards, selectCards } from '../catalog/catalog.service.ts';

/**
 * How many matches a search ranks, and counts, at most (decision 0021): a word every product has
 * ("nepal", "warranty") then costs what a rare one does, and the shopper reads "1,000+ products".
 */
export const SEARCH_CANDIDATES = 1000;

/** What a search in relevance order filters and ranks by. */
export interface RankedMatch {
  /** The products the search finds: for sale, matching the words and the filters. */
  where: SQL;
  /** Its title or category name matches them (products_title_search_idx). */
  titled: SQL;
  /** Relevance sort keys, each descending; then the id. */
  keys: SQL[];
  /** The same order over products, for the cards. */
  order: SQL[];
}

/** A search in relevance order: its parts with their values bound by `bind`, and their shape. */
export interface RankedSearch {
  /** Tells apart searches whose statements differ in more than their values. */
  shape: string;
  parts: (bind: Bind) => RankedMatch;
}

/**
 * A page of search results in relevance order and their total, in one statement. The candidates
 * are at most SEARCH_CANDIDATES + 1 matches: first those whose title or category name matches,
 * then, while there is room, the others in table order. Each branch stops at the bound, and the
 * sort keys are computed in that same pass. The page is cut from the best SEARCH_CANDIDATES of them
 * and the total counted off the same set; one candidate more says there are more matches.
 *
 * Built once per shape (Drizzle took about 0.4 ms of the server's CPU to build it for every
 * search) and planned by PostgreSQL with each search's values, as decision 0021 needs.
 */
const rankedStatement = preparedPerShape(
  (search: RankedSearch) => search.shape,
  (db, search) => {
    const { where, titled, keys, order } = search.parts(asPlaceholder);
    const keyColumns = Object.fromEntries(keys.map((key, i) => [`k${i}`, key.as(`k${i}`)]));
    const branch = (part: SQL) =>
      db
        .select({ id: products.id, ...keyColumns })
        .from(products)
        .where(and(where, part))
        .limit(SEARCH_CANDIDATES + 1);
    const candidates = db
      .$with('candidates')
      .as(unionAll(branch(titled), branch(not(titled))).limit(SEARCH_CANDIDATES + 1));
    const pageIds = db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(...keys.map((_, i) => desc(sql.identifier(`k${i}`))), asc(candidates.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return selectCards(db.with(candidates), {
      matches: sql<number>`(select count(*) from ${candidates})`.mapWith(Number),
    })
      .where(inArray(products.id, pageIds))
      .orderBy(...order)
      .prepare(PLANNED_PER_EXECUTION);
  },
);

export async function rankedPage(db: Db, search: RankedSearch, page: PageWindow) {
  const limit = Math.max(0, Math.min(page.limit, SEARCH_CANDIDATES - page.offset));
  const rows = await rankedStatement(db, search).execute({
    ...boundValues(search.parts),
    limit,
    offset: page.offset,
  });
  const [first] = rows;
  if (!first) {
    // An empty first page means no match; a page past the last candidate is counted apart.
    if (page.offset === 0) return { rows, total: 0 };
    return { rows, ...(await countCards(db, search.parts(asValue).where, { upTo: SEARCH_CANDIDATES })) };
  }
  return { rows, total: Math.min(first.matches, SEARCH_CANDIDATES), more: first.matches > SEARCH_CANDIDATES };
}
