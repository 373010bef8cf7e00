import { createHash } from 'node:crypto';
import { and, asc, gte, lt, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';

/** Where seed N's walk through the shuffled products starts: 32 bits of md5, as `shuffle_key` is. */
export function seedStart(seed: number): number {
  return createHash('md5').update(`seed ${seed}`).digest().readInt32BE(0);
}

/**
 * The home page's random sample (spec §2, PRODUCT.md). Every product holds a pseudo-random
 * `shuffle_key`; seed N picks a starting key and the sample walks the keys upwards from there,
 * wrapping round once to the keys below it. One seed always gives one order, pages never repeat
 * or skip (the lap, then the key, then the id order every product exactly once), and another seed
 * starts elsewhere in the cycle. Both laps are read off `products_shuffle_idx`, so a page costs
 * what it skips plus what it shows, never a sort of the whole catalogue.
 */
export function randomSample(db: Db, seed: number) {
  const start = seedStart(seed);
  const orderBy: SQL[] = [sql`${products.shuffleKey} < ${start}`, asc(products.shuffleKey), asc(products.id)];

  function pageIds(where: SQL | undefined, page: PageWindow) {
    // Each lap needs at most the rows up to the end of the page.
    const lap = (n: number, keys: SQL) =>
      db
        .select({
          id: products.id,
          key: products.shuffleKey,
          lap: sql<number>`${sql.raw(String(n))}`.as('lap'),
        })
        .from(products)
        .where(and(where, keys))
        .orderBy(asc(products.shuffleKey), asc(products.id))
        .limit(page.offset + page.limit);
    const laps = unionAll(lap(0, gte(products.shuffleKey, start)), lap(1, lt(products.shuffleKey, start))).as(
      'laps',
    );
    return db
      .select({ id: laps.id })
      .from(laps)
      .orderBy(asc(laps.lap), asc(laps.key), asc(laps.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  return { orderBy, pageIds };
}
