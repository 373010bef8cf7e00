import { type CustomerOrdersQuery, customerOrdersQuerySchema } from '@pasal/domain';
import { readFilters } from '../../../lib/use-address-filters.ts';

/** Orders per page of the order list; the dashboard shows the newest few. */
export const ORDERS_PAGE_SIZE = 10;

/** The filters that live in the URL (spec §9's four, and the page). */
export type OrderFilters = Omit<CustomerOrdersQuery, 'page_size'>;
export type OrderFilterName = 'date' | 'price' | 'payment' | 'status';
export const ORDER_FILTER_NAMES: OrderFilterName[] = ['date', 'price', 'payment', 'status'];

/** The filters as they live in the address bar (everything but the page size). */
export const ORDER_FILTER_SHAPE = customerOrdersQuerySchema.omit({ page_size: true }).shape;

/** The filters an address asks for; the account page reads an empty one for the newest orders. */
export const readOrderFilters = (params: URLSearchParams): OrderFilters =>
  readFilters(ORDER_FILTER_SHAPE, params);

export function hasOrderFilters(filters: OrderFilters): boolean {
  return ORDER_FILTER_NAMES.some((name) => filters[name] !== 'all');
}
