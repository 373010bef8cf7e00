import { vendorQuestionSchema } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { answeredFlag, type QuestionFilters } from '../lib/review-filters.ts';

/** Questions per page of the Questions tab. */
export const QUESTIONS_PAGE_SIZE = 10;

const questionsSchema = z.array(vendorQuestionSchema);

export const vendorQuestionsKey = ['vendor-questions'] as const;

/**
 * `GET vendor-questions/{vendor_id}/` (PRODUCT.md: product questions, answered from the reviews
 * screen): newest first, waiting, answered or all of them, one page.
 */
export async function getVendorQuestions(vendorId: number, filters: QuestionFilters, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`vendor-questions/${vendorId}/`, {
    query: { answered: answeredFlag(filters.show), page: filters.page, page_size: QUESTIONS_PAGE_SIZE },
    signal,
  });
  const items = questionsSchema.parse(data);
  return { items, total: total ?? items.length };
}

export function useVendorQuestions(vendorId: number, filters: QuestionFilters) {
  return useQuery({
    queryKey: [...vendorQuestionsKey, vendorId, filters],
    queryFn: ({ signal }) => getVendorQuestions(vendorId, filters, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}
