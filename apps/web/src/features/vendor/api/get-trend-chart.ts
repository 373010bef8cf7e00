import { ordersChartSchema, productsChartSchema, type VendorChartRange } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** One bar per month of the range, oldest first (spec §3 "Chart rows"). */
export type TrendPoint = { month: number; value: number };

export const trendChartKey = ['vendor-chart'] as const;

/** The two calls differ only in their path and the name of the count. */
const CHARTS = {
  orders: {
    path: 'vendor-orders-chart',
    read: (data: unknown): TrendPoint[] =>
      ordersChartSchema.parse(data).map(({ month, orders }) => ({ month, value: orders })),
  },
  products: {
    path: 'vendor-products-chart',
    read: (data: unknown): TrendPoint[] =>
      productsChartSchema.parse(data).map(({ month, products }) => ({ month, value: products })),
  },
} as const;
export type TrendKind = keyof typeof CHARTS;

/** `GET vendor-orders-chart/{vendor_id}/?range=` or `vendor-products-chart/...` (spec §7). */
export async function getTrendChart(
  kind: TrendKind,
  vendorId: number,
  range: VendorChartRange,
  signal?: AbortSignal,
): Promise<TrendPoint[]> {
  const { path, read } = CHARTS[kind];
  const { data } = await api.get<unknown>(`${path}/${vendorId}/`, { query: { range }, signal });
  return read(data);
}

/** The last range's bars stay up while the next range loads. */
export function useTrendChart(kind: TrendKind, vendorId: number, range: VendorChartRange) {
  return useQuery({
    queryKey: [...trendChartKey, kind, vendorId, range],
    queryFn: ({ signal }) => getTrendChart(kind, vendorId, range, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}
