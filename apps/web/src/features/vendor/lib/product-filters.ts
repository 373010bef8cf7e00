import { type VendorProductsQuery, vendorProductsQuerySchema } from '@pasal/domain';

/** Rows per page of the products page; the dashboard shows the newest few. */
export const PRODUCTS_PAGE_SIZE = 10;
export const DASHBOARD_PRODUCTS = 5;

/** The product list's filters as they live in the address bar (everything but the page size). */
export type ProductFilters = Omit<VendorProductsQuery, 'page_size'>;

const FIELDS = ['query', 'category', 'min_price', 'max_price', 'stage', 'page'] as const;

/**
 * Reads the filters from the address bar, each on its own so one bad value drops only itself.
 * The shared schema also gives the price boxes their rule: anything not numeric is 0 (spec §5).
 */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const shape = vendorProductsQuerySchema.shape;
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const parsed = shape[field].safeParse(params.get(field) ?? undefined);
    if (parsed.success && parsed.data !== undefined) out[field] = parsed.data;
  }
  return { page: 1, ...out } as ProductFilters;
}

/** The address-bar form: only what narrows the list, and no `page=1`. */
export function toProductParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasProductFilters(filters: ProductFilters): boolean {
  return [filters.query, filters.category, filters.min_price, filters.max_price, filters.stage].some(
    (value) => value !== undefined && value !== '',
  );
}
