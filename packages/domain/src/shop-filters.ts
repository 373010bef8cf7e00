import {
  isId,
  MAX_RUPEES,
  notGiven,
  ok,
  type Reading,
  readChoice,
  readFlag,
  readPage,
  readQueryText,
  refused,
} from './address-readers.ts';

/** Spec §9 shop sorts: newest (default), oldest, price-asc, price-desc, rating, orders. */
export const SHOP_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'rating', 'orders'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Most categories one shop page's filter may name at once. */
export const MAX_SHOP_CATEGORIES = 50;

/** The filters of a shop's page as the address bar holds them, each read on its own. */
export interface ShopFilterValues {
  page: number;
  query: string | undefined;
  min_price: number | undefined;
  max_price: number | undefined;
  min_rating: number | undefined;
  in_stock: boolean | undefined;
  featured: boolean | undefined;
  sort: ShopSort | undefined;
}
export type ShopFilterField = keyof ShopFilterValues;

/** A price box: anything not a number, or below zero, reads as 0, as the schema's `priceBox`. */
function priceBox(raw: string | undefined): Reading<number | undefined> {
  if (notGiven(raw)) return ok(undefined);
  const amount = Number(raw);
  const price = Number.isFinite(amount) && amount >= 0 ? amount : 0;
  return price <= MAX_RUPEES ? ok(price) : refused;
}

const readers: { [F in ShopFilterField]: (raw: string | undefined) => Reading<ShopFilterValues[F]> } = {
  page: readPage,
  query: readQueryText,
  min_price: priceBox,
  max_price: priceBox,
  min_rating: (raw) => {
    if (notGiven(raw)) return ok(undefined);
    const stars = Number(raw);
    return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? ok(stars) : refused;
  },
  in_stock: readFlag,
  featured: readFlag,
  sort: (raw) => readChoice(SHOP_SORTS, raw),
};

/**
 * One filter of `vendor-products/{slug}/` read from its text in the address bar (absent:
 * `undefined`), exactly as `shopProductsQuerySchema` reads it, but without zod, so the shop
 * page's first load need not download it. shop-filters.test.ts holds the two to the same answers.
 */
export function readShopFilter<F extends ShopFilterField>(
  field: F,
  raw: string | undefined,
): Reading<ShopFilterValues[F]> {
  return readers[field](raw);
}

/** The categories, `?category=3&category=5` or `?category=3,5`, as the schema reads them. */
export function readShopCategories(raw: readonly string[]): Reading<number[]> {
  const parts = raw.flatMap((value) => value.split(',').map((part) => part.trim())).filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every(isId) && numbers.length <= MAX_SHOP_CATEGORIES ? ok(numbers) : refused;
}
