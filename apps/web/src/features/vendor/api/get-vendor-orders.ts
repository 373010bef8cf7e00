import { vendorOrderRowSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { VendorOrderFilters } from '../lib/vendor-order-filters.ts';

const rowsSchema = z.array(vendorOrderRowSchema);

/** Every cached read of the shop's orders (the list and each detail) starts with this key. */
export const vendorOrdersKey = ['vendor-orders'] as const;

/** `GET vendor/orders/{vendor_id}/` (spec §7): one page of the shop's orders, filtered on the server. */
export async function getVendorOrders(
  vendorId: number,
  filters: VendorOrderFilters,
  pageSize: number,
  signal?: AbortSignal,
) {
  const { data, total } = await api.get<unknown>(`vendor/orders/${vendorId}/`, {
    query: { ...filters, page_size: pageSize },
    signal,
  });
  const rows = rowsSchema.parse(data);
  return { rows, total: total ?? rows.length };
}

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useVendorOrders(vendorId: number, filters: VendorOrderFilters, pageSize: number) {
  return useQuery({
    queryKey: [...vendorOrdersKey, 'list', vendorId, filters, pageSize],
    queryFn: ({ signal }) => getVendorOrders(vendorId, filters, pageSize, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}
