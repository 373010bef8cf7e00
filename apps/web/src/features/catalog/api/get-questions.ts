import { PRODUCT_TAB_PAGE_SIZE } from '@pasal/domain/plain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { nextPageAfter } from '../../../lib/pages.ts';

const QUESTION_PAGE_SIZE = PRODUCT_TAB_PAGE_SIZE;

export async function getQuestionsPage(productId: number, page: number, signal?: AbortSignal) {
  const answer = api.get(`v1/product-questions/${productId}/`, {
    query: { page, page_size: QUESTION_PAGE_SIZE },
    signal,
  });
  const { data, total } = await parsed(answer, (s) => s.z.array(s.questionSchema));
  return { items: data, total, page };
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
