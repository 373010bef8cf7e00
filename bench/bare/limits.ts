/**
 * The numbers Pasal's storefront works with, written out here so the bare server runs none of
 * Pasal's framework code (only the pure text functions of its search). same-sql.test.ts checks
 * each against Pasal's own.
 */

/** Rows of a product's parts a card or page reads at most (@pasal/domain PRODUCT_PART_LIMITS). */
export const PART_LIMITS = { size: 30, color: 30, specification: 60, gallery: 12 } as const;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Categories listed at most (catalog.service.ts CATEGORY_LIMIT). */
export const CATEGORY_LIMIT = 200;
/** Matches a search ranks and counts at most (search.service.ts SEARCH_CANDIDATES). */
export const SEARCH_CANDIDATES = 1000;
/** Shorter words are never typos; a typo stands for at most this many title words. */
export const MIN_TYPO_WORD = 4;
export const MAX_CLOSE_WORDS = 5;
/** Different lines a cart holds at most (cart.service.ts MAX_CART_LINES). */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QTY = 99;
/** Connections: Pasal's main pool and search's own, with their statement timeouts (db/client.ts). */
export const POOL_SIZE = 10;
export const SEARCH_POOL_SIZE = 4;
export const SEARCH_TIMEOUT_MS = 2000;
export const STATEMENT_TIMEOUT_MS = 15_000;
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Every connection's session settings (db/client.ts SESSION_SETTINGS). */
export const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  synchronize_seqscans: 'off',
  jit: 'off',
};
/** Totals of product lists are reused this long once they reach TOTAL_CACHE_MIN (catalog.service.ts). */
export const TOTAL_CACHE_MS = 30_000;
export const TOTAL_CACHE_MIN = 100;
export const TOTAL_CACHE_ENTRIES = 1000;
