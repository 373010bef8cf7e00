import { productCardSchema } from '@pasal/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { ProductFilters } from '../lib/product-filters.ts';
import { trendChartKey } from './get-trend-chart.ts';
import { vendorStatsKey } from './get-vendor-stats.ts';

const productsSchema = z.array(productCardSchema);

export const vendorProductsKey = ['vendor-products'] as const;

/** `GET vendor/products/{vendor_id}/` (spec §7): the shop's products, drafts too, newest first, one page. */
export async function getVendorProducts(
  vendorId: number,
  filters: ProductFilters,
  pageSize: number,
  signal?: AbortSignal,
) {
  const { data, total } = await api.get<unknown>(`vendor/products/${vendorId}/`, {
    query: { ...filters, page_size: pageSize },
    signal,
  });
  const items = productsSchema.parse(data);
  return { items, total: total ?? items.length };
}

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useVendorProducts(vendorId: number, filters: ProductFilters, pageSize: number) {
  return useQuery({
    queryKey: [...vendorProductsKey, vendorId, filters, pageSize],
    queryFn: ({ signal }) => getVendorProducts(vendorId, filters, pageSize, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a product is created, changed or deleted: the shop's lists, counts and charts, and
 * whatever the storefront has cached of products (home, search, detail pages), are asked afresh.
 */
export function invalidateVendorCatalog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vendorProductsKey }),
    queryClient.invalidateQueries({ queryKey: vendorStatsKey }),
    queryClient.invalidateQueries({ queryKey: trendChartKey }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
