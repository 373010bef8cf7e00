import { RESERVED_SHOP_SLUGS } from '@pasal/domain';
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';

/**
 * "Thamel Tech Hub!" → "thamel-tech-hub"; names without latin letters or digits fall back to
 * `fallback`. Shops and products both take their addresses from this.
 */
export function slugify(name: string, fallback = 'shop'): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * A slug no shop has yet and no dashboard page uses: the name's slug, else the first free
 * `-2`, `-3`, … Two shops opened with one name at the same moment can still both pick it; the
 * caller's insert settles that on the unique index and asks again.
 */
export async function uniqueShopSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const free = (slug: string) => !taken.has(slug) && !RESERVED_SHOP_SLUGS.has(slug);
  const taken = new Set(
    (
      await db
        .select({ slug: vendors.slug })
        .from(vendors)
        .where(like(vendors.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
