import { MAX_CATEGORY_SUGGESTIONS, MAX_PRODUCT_SUGGESTIONS, type SearchSuggestions } from '@pasal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/schema/index.ts';
import { asValue } from '../../lib/prepared.ts';
import { forSale } from '../catalog/catalog.service.ts';
import { relevance, searchTsqueries } from './search.service.ts';

/**
 * Suggestions as a shopper types (`mac` → MacBooks, `phone` → Smartphones): the first products
 * search itself would list, and the categories whose names the words (or their synonyms) name.
 * The same tsqueries as search, so a suggestion never promises what search then misses.
 */
export async function searchSuggestions(db: Db, text: string): Promise<SearchSuggestions> {
  const q = await searchTsqueries(db, text);
  if (!q) return { products: [], categories: [] };
  const match = relevance(q, asValue);
  const [found, named] = await Promise.all([
    db
      .select({ slug: products.slug, title: products.title })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(forSale, match.where))
      .orderBy(...match.order)
      .limit(MAX_PRODUCT_SUGGESTIONS),
    // A few dozen categories at most: their names are stemmed on the fly, no index needed.
    db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(
        and(
          eq(categories.active, true),
          sql`to_tsvector('english', ${categories.title}) @@ ${match.anySpan}`,
        ),
      )
      .orderBy(
        desc(sql`ts_rank(to_tsvector('english', ${categories.title}), ${match.anySpan})`),
        asc(categories.position),
        asc(categories.id),
      )
      .limit(MAX_CATEGORY_SUGGESTIONS),
  ]);
  return { products: found, categories: named };
}
