/**
 * What the big seed sells: per category of the demo (CATEGORY_DATA), its share of the products
 * and the product families shops list in it, each a brand, its lines and the options a listing
 * names ("Lenovo" · "IdeaPad Slim 5" · "Ryzen 7" · "16GB 512GB"). Every combination of a family's
 * line and options is one title stem; the seed picks a family of the category, then a stem of it,
 * by hash, so a brand's share does not grow with how many options it happens to list.
 *
 * The words around the titles (blurbs, warranty, shipping, colours, pictures, price ranges,
 * review texts) come from the demo catalogue's own tables; only the families are new here.
 */
import type { CategorySlug } from '@pasal/server/src/db/seed/data/categories.ts';
import type { ProductType } from '@pasal/server/src/db/seed/data/product-types.ts';
import { AUDIO, GAMING_GEAR, LAPTOPS, SMARTPHONES, TVS_AND_DISPLAYS } from './big-families-a.ts';
import { ACCESSORIES, CAMERAS, COMPONENTS, NETWORKING, WEARABLES } from './big-families-b.ts';

export interface Family {
  brand: string;
  type: ProductType;
  lines: readonly string[];
  /** Options a title goes on to name, each list one choice ('' names nothing). */
  options?: readonly (readonly string[])[];
}

/** Share of the products in percent (the shares add up to 100), and the families sold. */
export const BIG_CATALOGUE: Record<CategorySlug, { share: number; families: readonly Family[] }> = {
  laptops: { share: 12, families: LAPTOPS },
  smartphones: { share: 16, families: SMARTPHONES },
  audio: { share: 12, families: AUDIO },
  'tvs-and-displays': { share: 8, families: TVS_AND_DISPLAYS },
  gaming: { share: 8, families: GAMING_GEAR },
  accessories: { share: 16, families: ACCESSORIES },
  cameras: { share: 6, families: CAMERAS },
  wearables: { share: 8, families: WEARABLES },
  networking: { share: 6, families: NETWORKING },
  components: { share: 8, families: COMPONENTS },
};

/** Every title a family lists: each line with every combination of its options. */
export function familyTitles(family: Family): string[] {
  let titles = family.lines.map((line) => `${family.brand} ${line}`);
  for (const choices of family.options ?? []) {
    titles = titles.flatMap((title) => choices.map((choice) => (choice ? `${title} ${choice}` : title)));
  }
  return titles;
}
