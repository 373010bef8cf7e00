import { PRODUCT_TAB_PAGE_SIZE, questionSchema } from '@pasal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { nextPageAfter } from '../../../lib/pages.ts';

const QUESTION_PAGE_SIZE = PRODUCT_TAB_PAGE_SIZE;

export async function getQuestionsPage(productId: number, page: number, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`v1/product-questions/${productId}/`, {
    query: { page, page_size: QUESTION_PAGE_SIZE },
    signal,
  });
  return { items: z.array(questionSchema).parse(data), total, page };
}

/** The asker's own unanswered questions are in the answer, so the key names the caller. */
export const questionsKey = (productId: number, userId: number | null) =>
  ['product-questions', productId, userId] as const;

export function useQuestions(productId: number, userId: number | null) {
  return useInfiniteQuery({
    queryKey: questionsKey(productId, userId),
    queryFn: ({ pageParam, signal }) => getQuestionsPage(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(QUESTION_PAGE_SIZE),
  });
}
