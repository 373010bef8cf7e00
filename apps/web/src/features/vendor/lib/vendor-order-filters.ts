import { type VendorOrdersQuery, vendorOrdersQuerySchema } from '@pasal/domain';

/** Rows per page of Orders Management. */
export const VENDOR_ORDERS_PAGE_SIZE = 10;

/** The orders list's filters as they live in the address bar (everything but the page size). */
export const VENDOR_ORDER_FILTER_SHAPE = vendorOrdersQuerySchema.omit({ page_size: true }).shape;
export type VendorOrderFilters = Omit<VendorOrdersQuery, 'page_size'>;

export function hasVendorOrderFilters(filters: VendorOrderFilters): boolean {
  return Boolean(filters.query) || filters.payment_status !== 'all' || filters.order_status !== 'all';
}
