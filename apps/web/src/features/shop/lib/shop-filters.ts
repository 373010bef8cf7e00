import type { ShopProductsQuery, ShopSummary } from '@pasal/domain';
import {
  decimalToPaisa,
  PAISA_PER_RUPEE,
  readShopCategories,
  readShopFilter,
  type ShopSort,
} from '@pasal/domain/plain';

export type ShopView = 'grid' | 'list';

/** What the shop page's address holds: every filter, the page, and grid or list (spec §2). */
export type ShopFilters = Omit<ShopProductsQuery, 'page_size'> & { view: ShopView };

/** Filters a shopper sets; page and view are not filters (Reset and "changed" ignore them). */
export type ShopFilterChange = Partial<Omit<ShopFilters, 'page' | 'view'>>;

export const EMPTY_FILTERS: ShopFilterChange = {
  query: undefined,
  category: [],
  min_price: undefined,
  max_price: undefined,
  min_rating: undefined,
  in_stock: undefined,
  featured: undefined,
  sort: undefined,
};

/**
 * The words typed go in the address as `search`, not the call's `query`: the site header's
 * search box shows any `query` in the address as its own, and this search is the shop's.
 */
export const SEARCH_PARAM = 'search';

const SCALAR_FIELDS = [
  'page',
  'min_price',
  'max_price',
  'min_rating',
  'in_stock',
  'featured',
  'sort',
] as const;

/**
 * Reads the shop's view from the address bar by the call's own rules (`readShopFilter`, held to
 * the call's schema), one field at a time, so a hand-edited bad value (`page=abc`) drops only
 * that field.
 */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const out: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) {
    const read = readShopFilter(field, params.get(field) ?? undefined);
    if (read.ok) out[field] = read.value;
  }
  const query = readShopFilter('query', params.get(SEARCH_PARAM) ?? undefined);
  if (query.ok) out.query = query.value;
  const category = readShopCategories(params.getAll('category'));
  return {
    page: 1,
    ...out,
    category: category.ok ? [...new Set(category.value)] : [],
    view: params.get('view') === 'list' ? 'list' : 'grid',
  } as ShopFilters;
}

/** The address-bar form: only what is set, no `page=1`, no default sort or view. */
export function toShopParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set(SEARCH_PARAM, filters.query);
  if (filters.category.length > 0) params.set('category', filters.category.join(','));
  if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  if (filters.min_rating !== undefined) params.set('min_rating', String(filters.min_rating));
  if (filters.in_stock) params.set('in_stock', 'true');
  if (filters.featured) params.set('featured', 'true');
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

/**
 * What a search keeps of the address (the other filters and the view; it starts again at page
 * 1), as fields: the search box's form sends them itself if submitted before the app has taken
 * the page over.
 */
export function keptBySearch(filters: ShopFilters): [string, string][] {
  return [...toShopParams({ ...filters, query: undefined, page: 1 })];
}

/** The query of `vendor-products/{slug}/`: the address's filters, categories as `3,5`. */
export function toProductsQuery(filters: ShopFilters, pageSize: number) {
  return {
    page: filters.page,
    page_size: pageSize,
    query: filters.query,
    category: filters.category.length > 0 ? filters.category.join(',') : undefined,
    min_price: filters.min_price,
    max_price: filters.max_price,
    min_rating: filters.min_rating,
    in_stock: filters.in_stock || undefined,
    featured: filters.featured || undefined,
    sort: filters.sort,
  };
}

/** Spec §9 sorts, newest first by default, in words a shopper reads. */
export const SHOP_SORT_LABELS: Record<ShopSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  orders: 'Most ordered',
};

/** Spec §9 minimum-rating choices. */
export const SHOP_RATINGS = [4, 3, 2] as const;
export const ratingLabel = (stars: number) => `${stars}+ stars`;

/** Spec §9: the price boxes start at 0–5000 until the catalogue is known. */
const PRICE_DEFAULTS_UNLOADED = { min: 0, max: 5000 };

/** Spec §9: the floor of the cheapest to the ceiling of the dearest published product, in rupees. */
export function priceDefaults(summary: ShopSummary | undefined): { min: number; max: number } {
  if (!summary || summary.total_products === 0) return PRICE_DEFAULTS_UNLOADED;
  const min = decimalToPaisa(summary.min_price) ?? 0;
  const max = decimalToPaisa(summary.max_price) ?? 0;
  return { min: Math.floor(min / PAISA_PER_RUPEE), max: Math.ceil(max / PAISA_PER_RUPEE) };
}

/** How many filters narrow the list (the "Filters (2)" button). */
export function activeFilterCount(filters: ShopFilters): number {
  return [
    filters.query !== undefined,
    filters.category.length > 0,
    filters.min_price !== undefined || filters.max_price !== undefined,
    filters.min_rating !== undefined,
    filters.in_stock === true,
    filters.featured === true,
  ].filter(Boolean).length;
}
