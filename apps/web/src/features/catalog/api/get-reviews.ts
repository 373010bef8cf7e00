import { PRODUCT_TAB_PAGE_SIZE } from '@pasal/domain/plain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { nextPageAfter } from '../../../lib/pages.ts';

const REVIEW_PAGE_SIZE = PRODUCT_TAB_PAGE_SIZE;

export async function getReviewsPage(productId: number, page: number, signal?: AbortSignal) {
  const answer = api.get(`reviews/${productId}/`, { query: { page, page_size: REVIEW_PAGE_SIZE }, signal });
  const { data, total } = await parsed(answer, (s) => s.z.array(s.reviewSchema));
  return { items: data, total, page };
}

export const reviewsKey = (productId: number) => ['reviews', productId] as const;

/** Newest first (the server's order), a page at a time behind "Load more". */
export function useReviews(productId: number) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => getReviewsPage(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(REVIEW_PAGE_SIZE),
  });
}
