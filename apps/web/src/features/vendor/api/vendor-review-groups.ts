import { vendorReviewGroupsSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { REVIEW_GROUPS_PAGE_SIZE, type ReviewFilters } from '../lib/review-filters.ts';

/** Everything the reviews screen caches (the accordion and each product's pages) starts with this. */
export const vendorReviewsKey = ['vendor-reviews'] as const;

/**
 * `GET vendor-reviews/{vendor_id}/` (spec §7): a page of the shop's products with matching
 * reviews, each with its average, count and first 5 reviews; `total` counts products.
 */
export async function getVendorReviewGroups(vendorId: number, filters: ReviewFilters, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`vendor-reviews/${vendorId}/`, {
    query: { ...filters, page_size: REVIEW_GROUPS_PAGE_SIZE },
    signal,
  });
  const groups = vendorReviewGroupsSchema.parse(data);
  return { groups, total: total ?? groups.length };
}

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useVendorReviewGroups(vendorId: number, filters: ReviewFilters) {
  return useQuery({
    queryKey: [...vendorReviewsKey, 'groups', vendorId, filters],
    queryFn: ({ signal }) => getVendorReviewGroups(vendorId, filters, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}
