import { type CustomerOrdersQuery, customerOrdersQuerySchema } from '@pasal/domain';

/** Orders per page of the order list; the dashboard shows the newest few. */
export const ORDERS_PAGE_SIZE = 10;

/** The filters that live in the URL (spec §9's four, and the page). */
export type OrderFilters = Omit<CustomerOrdersQuery, 'page_size'>;
export type OrderFilterName = 'date' | 'price' | 'payment' | 'status';
export const ORDER_FILTER_NAMES: OrderFilterName[] = ['date', 'price', 'payment', 'status'];

/** Reads the filters from the address bar; a hand-edited bad value drops only that filter. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const shape = customerOrdersQuerySchema.shape;
  const field = <K extends keyof OrderFilters>(name: K, fallback: OrderFilters[K]): OrderFilters[K] => {
    const parsed = shape[name].safeParse(params.get(name) ?? undefined);
    return parsed.success ? (parsed.data as OrderFilters[K]) : fallback;
  };
  return {
    date: field('date', 'all'),
    price: field('price', 'all'),
    payment: field('payment', 'all'),
    status: field('status', 'all'),
    page: field('page', 1),
  };
}

/** The address-bar form: only filters that narrow, and no `page=1`. */
export function toOrderParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ORDER_FILTER_NAMES) if (filters[name] !== 'all') params.set(name, filters[name]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasOrderFilters(filters: OrderFilters): boolean {
  return ORDER_FILTER_NAMES.some((name) => filters[name] !== 'all');
}
