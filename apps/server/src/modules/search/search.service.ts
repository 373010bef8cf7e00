import { effectiveSearchOrder, rupeesToPaisa, type SearchOrder, type SearchQuery } from '@pasal/domain';
import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
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

/**
 * Every typed word must either begin a word of the product ("mac" finds "MacBook": full-text
 * prefix match on the GIN-indexed `search_vector`, title and description) or be close to a word
 * of its title ("macbok", "samsng": pg_trgm word similarity through `<%`, which the title's
 * trigram GIN index serves; words of 4 letters or more). Best matches rank first: text rank plus title similarity.
 */
function textMatch(text: string | undefined): { where: SQL; rank: SQL } | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  const prefix = (w: string) => sql`${products.searchVector} @@ to_tsquery('simple', ${`${w}:*`})`;
  const each = words.map((w) =>
    w.length >= MIN_TYPO_WORD ? sql`(${prefix(w)} or ${w} <% ${products.title})` : prefix(w),
  );
  const all = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  return {
    where: and(...each) as SQL,
    rank: sql`ts_rank(${products.searchVector}, ${all}) + word_similarity(${words.join(' ')}, ${products.title})`,
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
