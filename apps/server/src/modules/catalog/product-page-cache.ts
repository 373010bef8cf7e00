import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { MAX_ORIGINS, type WrittenAnswers } from '../../lib/written-answers.ts';
import { type CatalogueChanges, stillCurrent } from './catalogue-changes.ts';
import { getProductBySlug } from './product-detail.service.ts';

type ProductPageRow = Awaited<ReturnType<typeof getProductBySlug>>;

/** A product page as read under one generation of the catalogue, and the answers written of it. */
interface RememberedProduct {
  row: ProductPageRow;
  /** The generation it was read at, or last found current at (catalogue-changes.ts `stillCurrent`). */
  generation: number;
  written: WrittenAnswers;
}

/** A product page to answer: `written` is set while it is remembered (lib/written-answers.ts). */
export interface ProductPage {
  row: ProductPageRow;
  written?: WrittenAnswers;
}

/**
 * What remembered product pages may hold of memory, roughly: a page counts its row's length as
 * JSON twice (the row), and once more for each answer it may keep written.
 */
const PAGE_BYTES = 64 * 1024 * 1024;

/**
 * Product pages remembered until what they show changes (decisions 0029, 0030): while `changes`
 * has heard of no change to the product or its parts, nor to any shop or category, since a page
 * was read, it is answered from memory, its answer as written. Such a change, by any process, and
 * the next request reads it again; so do all while the listener is away. A product not for sale
 * is never remembered: it is asked for again each time (404). Without `changes` every request
 * reads.
 */
export function createProductPageCache(
  changes: Pick<CatalogueChanges, 'generation' | 'touchedSince'> | undefined,
) {
  const pages = new LRUCache<string, RememberedProduct>({
    maxSize: PAGE_BYTES,
    sizeCalculation: (page) => JSON.stringify(page.row).length * (2 + MAX_ORIGINS),
  });

  return async function productPage(db: Db, slug: string): Promise<ProductPage> {
    // Read before the row is: a change heard of while reading makes the row old at once.
    const generation = changes?.generation() ?? null;
    if (!changes || generation === null) return { row: await getProductBySlug(db, slug) };
    const known = pages.get(slug);
    if (known && stillCurrent(changes, known, [known.row.product.id])) return known;
    const page: RememberedProduct = { row: await getProductBySlug(db, slug), generation, written: new Map() };
    pages.set(slug, page);
    return page;
  };
}
