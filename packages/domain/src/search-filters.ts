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

const MAX_ID = 2_147_483_647;
const MAX_RUPEES = 1_000_000_000;
const MAX_PAGE = 100_000;
const QUERY_MAX_LENGTH = 200;

type Reading<T> = { ok: true; value: T } | { ok: false };
const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const refused = { ok: false } as const;

/** Blank, "undefined" and "null" mean "not given" (API-NOTES.md), as the schemas' blankToUndefined. */
const notGiven = (raw: string | undefined) =>
  raw === undefined || raw === '' || raw === 'undefined' || raw === 'null';

const readers: { [F in SearchFilterField]: (raw: string | undefined) => Reading<SearchFilterValues[F]> } = {
  query: (raw) => {
    if (notGiven(raw)) return ok(undefined);
    const text = (raw as string).trim();
    return text.length <= QUERY_MAX_LENGTH ? ok(text) : refused;
  },
  category: (raw) => {
    if (notGiven(raw)) return ok(undefined);
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 && id <= MAX_ID ? ok(id) : refused;
  },
  min_price: (raw) => rupees(raw),
  max_price: (raw) => rupees(raw),
  in_stock: (raw) =>
    ok(notGiven(raw) ? undefined : ['true', '1', 'on', 'yes'].includes((raw as string).toLowerCase())),
  sort: (raw) => {
    if (notGiven(raw)) return ok(undefined);
    return (SEARCH_ORDERS as readonly string[]).includes(raw as string) ? ok(raw as SearchOrder) : refused;
  },
  page: (raw) => {
    if (raw === undefined) return ok(1);
    const page = Number(raw);
    return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? ok(page) : refused;
  },
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
