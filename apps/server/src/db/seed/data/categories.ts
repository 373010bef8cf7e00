import type { ProductType } from './product-types.ts';

/** Display order matters: the first seven are the nav bar (spec §9). */
export const CATEGORY_DATA: readonly {
  title: string;
  slug: string;
  /** Icon drawn on the category image. */
  icon: ProductType;
  /** Background of the round category image. */
  color: string;
}[] = [
  { title: 'Laptops', slug: 'laptops', icon: 'laptop', color: '#4f6df5' },
  { title: 'Smartphones', slug: 'smartphones', icon: 'phone', color: '#0ea5a4' },
  { title: 'Audio', slug: 'audio', icon: 'headphones', color: '#e2574c' },
  { title: 'TVs & Displays', slug: 'tvs-and-displays', icon: 'tv', color: '#7c4dff' },
  { title: 'Gaming', slug: 'gaming', icon: 'controller', color: '#f08c00' },
  { title: 'Accessories', slug: 'accessories', icon: 'keyboard', color: '#2f9e44' },
  { title: 'Cameras', slug: 'cameras', icon: 'camera', color: '#d6336c' },
  { title: 'Wearables', slug: 'wearables', icon: 'watch', color: '#1c7ed6' },
  { title: 'Networking', slug: 'networking', icon: 'router', color: '#5c7080' },
  { title: 'Components', slug: 'components', icon: 'gpu', color: '#9c6b30' },
];

export type CategorySlug =
  | 'laptops'
  | 'smartphones'
  | 'audio'
  | 'tvs-and-displays'
  | 'gaming'
  | 'accessories'
  | 'cameras'
  | 'wearables'
  | 'networking'
  | 'components';

/** NCM courier branch for a customer's city (tracking shows from/to branches). */
export const BRANCH_BY_CITY: Record<string, string> = {
  Kathmandu: 'KATHMANDU',
  Lalitpur: 'LALITPUR',
  Bhaktapur: 'BHAKTAPUR',
  Pokhara: 'POKHARA',
  Biratnagar: 'BIRATNAGAR',
  Bharatpur: 'CHITWAN',
  Butwal: 'BUTWAL',
  Dharan: 'DHARAN',
  Janakpur: 'JANAKPUR',
  Birendranagar: 'SURKHET',
  Dhangadhi: 'DHANGADHI',
  Hetauda: 'HETAUDA',
};
