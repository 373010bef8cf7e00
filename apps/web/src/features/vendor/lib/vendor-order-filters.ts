import { type VendorOrdersQuery, vendorOrdersQuerySchema } from '@pasal/domain';

/** Rows per page of Orders Management. */
export const VENDOR_ORDERS_PAGE_SIZE = 10;

/** The orders list's filters as they live in the address bar (everything but the page size). */
export type VendorOrderFilters = Omit<VendorOrdersQuery, 'page_size'>;

const FIELDS = ['query', 'payment_status', 'order_status', 'sort', 'page'] as const;
export const VENDOR_ORDER_FILTER_KEYS: ReadonlySet<string> = new Set(FIELDS);

/** Reads the filters from the address bar by the server's own schema; a bad value drops only itself. */
export function readVendorOrderFilters(params: URLSearchParams): VendorOrderFilters {
  const shape = vendorOrdersQuerySchema.shape;
  const field = <K extends (typeof FIELDS)[number]>(name: K, fallback: VendorOrderFilters[K]) => {
    const parsed = shape[name].safeParse(params.get(name) ?? undefined);
    return (parsed.success ? parsed.data : fallback) as VendorOrderFilters[K];
  };
  return {
    query: field('query', undefined),
    payment_status: field('payment_status', 'all'),
    order_status: field('order_status', 'all'),
    sort: field('sort', 'latest'),
    page: field('page', 1),
  };
}

/** The address-bar form: only what narrows or reorders the list, and no `page=1`. */
export function toVendorOrderParams(filters: VendorOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.payment_status !== 'all') params.set('payment_status', filters.payment_status);
  if (filters.order_status !== 'all') params.set('order_status', filters.order_status);
  if (filters.sort !== 'latest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasVendorOrderFilters(filters: VendorOrderFilters): boolean {
  return Boolean(filters.query) || filters.payment_status !== 'all' || filters.order_status !== 'all';
}
