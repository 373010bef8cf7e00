import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { slugify } from '../accounts/shop-slug.ts';

/** `title`, `title-2` … `title-5` are tried before the pid is added. */
const NUMBERED = 5;

/**
 * The address of a new product (/detail/{slug}/): its title's slug, else the first free `-2` …
 * `-5`, else the slug with its pid (random, so free). One lookup on the unique slug index
 * whatever the catalogue holds, where a prefix search would read every "iphone…" product. A
 * product saved with the same slug at the same moment is settled by the insert (ON CONFLICT)
 * asking again.
 */
export async function productSlug(db: Db, title: string, pid: string): Promise<string> {
  const base = slugify(title, 'product');
  const candidates = [base, ...Array.from({ length: NUMBERED - 1 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set(
    (await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, candidates))).map(
      (row) => row.slug,
    ),
  );
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${pid}`;
}
