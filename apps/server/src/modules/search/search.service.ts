import { effectiveSearchOrder, rupeesToPaisa, type SearchOrder, type SearchQuery } from '@pasal/domain';
import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productTitleWords } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { forSale, newestFirst, pageOfCards } from '../catalog/catalog.service.ts';

/** More words than this add nothing a shopper meant and only make the query dearer. */
const MAX_WORDS = 8;

/**
 * Shorter words are matched by prefix only: their few trigrams make everything look alike
 * ("mac" scores 0.5 against "Max"), so a typo in them cannot be told from another word.
 */
const MIN_TYPO_WORD = 4;

/**
 * "MacBook pro-14!" → ['macbook', 'pro', '14']. Only letters and digits survive, so every word
 * is a valid tsquery operand whatever the shopper typed.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** How many real title words a mistyped word may stand for. */
const MAX_CLOSE_WORDS = 5;

/**
 * The title words close to a typed one as tsquery alternatives (` | 'samsung':A | …`, or ''):
 * pg_trgm word similarity (`<%`, the session's threshold) against the small table of title words,
 * served by its trigram index. `:A` keeps them to titles. Quoting is enough: the text search
 * parser never leaves a quote or backslash in a word.
 */
function closeTitleWords(typed: string): SQL {
  const word = productTitleWords.word;
  return sql`coalesce((select string_agg(' | ''' || near.word || ''':A', '') from (
    select ${word} as word from ${productTitleWords} where ${typed} <% ${word}
    order by word_similarity(${typed}, ${word}) desc, ${word} limit ${MAX_CLOSE_WORDS}) near), '')`;
}

/**
 * Every typed word must either begin a word of the product ("mac" finds "MacBook": full-text
 * prefix match, title and description) or, from 4 letters on, be a typo of a word of its title
 * ("macbok", "samsng"): the title words close to it are the word's alternatives. All of it is one
 * tsquery on the GIN-indexed `search_vector`. Best matches rank first: the typed words' text rank
 * as prefixes plus title similarity, so exact and prefix matches come before typo matches.
 */
export function textMatch(text: string | undefined): { where: SQL; rank: SQL } | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  const alternatives = words.map((w) =>
    w.length >= MIN_TYPO_WORD ? sql`'(' || ${`${w}:*`} || ${closeTitleWords(w)} || ')'` : sql`${`${w}:*`}`,
  );
  const typed = sql`to_tsquery('simple', ${sql.join(alternatives, sql` || ' & ' || `)})`;
  const prefixes = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  return {
    where: sql`${products.searchVector} @@ ${typed}`,
    rank: sql`ts_rank(${products.searchVector}, ${prefixes}) + ts_rank(${products.searchVector}, ${typed})`,
  };
}

function orderBy(order: SearchOrder, rank: SQL | undefined): SQL[] {
  switch (order) {
    case 'relevance':
      return rank ? [desc(rank), ...newestFirst] : newestFirst;
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
export function searchProducts(db: Db, query: SearchQuery, page: PageWindow) {
  const match = textMatch(query.query);
  const where = [forSale];
  if (match) where.push(match.where);
  if (query.category !== undefined) where.push(eq(products.categoryId, query.category));
  if (query.min_price !== undefined) where.push(gte(products.price, rupeesToPaisa(query.min_price)));
  if (query.max_price !== undefined) where.push(lte(products.price, rupeesToPaisa(query.max_price)));
  if (query.in_stock) where.push(gt(products.stockQty, 0));
  return pageOfCards(db, and(...where), page, orderBy(effectiveSearchOrder(query), match?.rank));
}
