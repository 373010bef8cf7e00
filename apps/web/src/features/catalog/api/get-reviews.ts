import { PRODUCT_TAB_PAGE_SIZE, reviewSchema } from '@pasal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { nextPageAfter } from '../../../lib/pages.ts';

const REVIEW_PAGE_SIZE = PRODUCT_TAB_PAGE_SIZE;

export async function getReviewsPage(productId: number, page: number, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`reviews/${productId}/`, {
    query: { page, page_size: REVIEW_PAGE_SIZE },
    signal,
  });
  return { items: z.array(reviewSchema).parse(data), total, page };
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
