import type { CategorySlug } from './categories.ts';
import type { ProductType } from './product-types.ts';
import { AUDIO, LAPTOPS, SMARTPHONES } from './products-a.ts';
import { ACCESSORIES, DISPLAYS, GAMING } from './products-b.ts';
import { CAMERAS, COMPONENTS, NETWORKING, WEARABLES } from './products-c.ts';

/** [title, price (NPR), old price (0 = not on sale), type, "Spec=value|…", slug when fixed]. */
export type ProductRow = readonly [string, number, number, ProductType, string, string?];

/** The 150 demo products by category, in category order. */
export const PRODUCT_DATA: readonly { category: CategorySlug; rows: readonly ProductRow[] }[] = [
  { category: 'laptops', rows: LAPTOPS },
  { category: 'smartphones', rows: SMARTPHONES },
  { category: 'audio', rows: AUDIO },
  { category: 'tvs-and-displays', rows: DISPLAYS },
  { category: 'gaming', rows: GAMING },
  { category: 'accessories', rows: ACCESSORIES },
  { category: 'cameras', rows: CAMERAS },
  { category: 'wearables', rows: WEARABLES },
  { category: 'networking', rows: NETWORKING },
  { category: 'components', rows: COMPONENTS },
];

/** The home carousel links to these; the demo vendor sells them. */
export const CAROUSEL_SLUGS = [
  'macbook-pro-m2',
  'nintendo-switch-oled',
  'bose-quietcomfort',
  'samsung-qled-tv',
] as const;
