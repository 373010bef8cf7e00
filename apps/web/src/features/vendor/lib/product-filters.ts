import { type VendorProductsQuery, vendorProductsQuerySchema } from '@pasal/domain';

/** Rows per page of the products page; the dashboard shows the newest few. */
export const PRODUCTS_PAGE_SIZE = 10;
export const DASHBOARD_PRODUCTS = 5;

/**
 * The product list's filters as they live in the address bar (everything but the page size). The
 * shared schema also gives the price boxes their rule: anything not numeric is 0 (spec §5).
 */
export const PRODUCT_FILTER_SHAPE = vendorProductsQuerySchema.omit({ page_size: true }).shape;
export type ProductFilters = Omit<VendorProductsQuery, 'page_size'>;
