import {
  isId,
  MAX_RUPEES,
  notGiven,
  ok,
  type Reading,
  readChoice,
  readFlag,
  readPage,
  readQueryText,
  refused,
} from './address-readers.ts';
import { SEARCH_SORTS } from './constants.ts';

/**
 * Orders of search results: spec §9's price_asc, price_desc, rating and newest, plus best match
 * (`relevance`), which is what a search with words and no chosen sort gets. Without words the
 * default stays newest, as the spec says.
 */
export const SEARCH_ORDERS = [...SEARCH_SORTS, 'relevance'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** The order a search actually uses when none was chosen. */
export function effectiveSearchOrder(query: { query?: string | undefined; sort?: SearchOrder | undefined }) {
  return query.sort ?? (query.query ? 'relevance' : 'newest');
}

/** The filters of a search as the address bar holds them, each read on its own. */
export interface SearchFilterValues {
  query: string | undefined;
  category: number | undefined;
  min_price: number | undefined;
  max_price: number | undefined;
  in_stock: boolean | undefined;
  sort: SearchOrder | undefined;
  page: number;
}
export type SearchFilterField = keyof SearchFilterValues;

const readers: { [F in SearchFilterField]: (raw: string | undefined) => Reading<SearchFilterValues[F]> } = {
  query: readQueryText,
  category: (raw) => {
    if (notGiven(raw)) return ok(undefined);
    const id = Number(raw);
    return isId(id) ? ok(id) : refused;
  },
  min_price: (raw) => rupees(raw),
  max_price: (raw) => rupees(raw),
  in_stock: readFlag,
  sort: (raw) => readChoice(SEARCH_ORDERS, raw),
  page: readPage,
};

/** A rupee amount typed in a filter box; anything not numeric counts as not given (spec §5). */
function rupees(raw: string | undefined): Reading<number | undefined> {
  if (notGiven(raw)) return ok(undefined);
  const amount = Number(raw);
  if (!Number.isFinite(amount) || amount < 0) return ok(undefined);
  return amount <= MAX_RUPEES ? ok(amount) : refused;
}

/**
 * One filter of `GET v1/search/` read from its text in the address bar (absent: `undefined`),
 * exactly as `searchQuerySchema` reads it, but without zod, so the search page's first load
 * need not download it. search-filters.test.ts holds the two to the same answers.
 */
export function readSearchFilter<F extends SearchFilterField>(
  field: F,
  raw: string | undefined,
): Reading<SearchFilterValues[F]> {
  return readers[field](raw);
}
