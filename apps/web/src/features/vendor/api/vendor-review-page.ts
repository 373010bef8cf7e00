import { VENDOR_REVIEW_PAGE_SIZE, vendorReviewSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { ReviewFilters } from '../lib/review-filters.ts';
import { vendorReviewsKey } from './vendor-review-groups.ts';

const reviewsSchema = z.array(vendorReviewSchema);

type ReviewPageInput = {
  vendorId: number;
  productId: number;
  /** The accordion's filters, without its own page. */
  filters: Omit<ReviewFilters, 'page'>;
  page: number;
};

/**
 * `GET vendor-product-reviews/{vendor_id}/{product_id}/`: one product's matching reviews, 5 a
 * page (spec §9), newest first, under the same filters as the accordion.
 */
export async function getVendorReviewPage(
  { vendorId, productId, filters, page }: ReviewPageInput,
  signal?: AbortSignal,
) {
  const { data, total } = await api.get<unknown>(`vendor-product-reviews/${vendorId}/${productId}/`, {
    query: { ...filters, page, page_size: VENDOR_REVIEW_PAGE_SIZE },
    signal,
  });
  const items = reviewsSchema.parse(data);
  return { items, total: total ?? items.length };
}

/** Pages after the first: the first came with the accordion, so it is not asked for twice. */
export function useVendorReviewPage(input: ReviewPageInput) {
  return useQuery({
    queryKey: [...vendorReviewsKey, 'product', input],
    queryFn: ({ signal }) => getVendorReviewPage(input, signal),
    enabled: input.vendorId > 0 && input.page > 1,
    placeholderData: keepPreviousData,
  });
}
