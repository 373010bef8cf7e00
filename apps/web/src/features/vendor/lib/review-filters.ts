import { type VendorReviewsQuery, vendorReviewsQuerySchema } from '@pasal/domain';
import { z } from 'zod';
import type { FilterShape } from '../../../lib/use-address-filters.ts';

/** Products per page of the reviews accordion (each shows 5 reviews a page, spec §9). */
export const REVIEW_GROUPS_PAGE_SIZE = 10;

/** The reviews screen's filters as they live in the address (spec §2: text, rating, product, dates). */
export const REVIEW_FILTER_SHAPE = vendorReviewsQuerySchema.omit({ page_size: true }).shape;
export type ReviewFilters = Omit<VendorReviewsQuery, 'page_size'>;

export const REVIEW_TABS = ['reviews', 'questions'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** Which questions the Questions tab lists: those waiting for an answer unless asked otherwise. */
export const QUESTION_SHOWS = ['waiting', 'answered', 'all'] as const;
export type QuestionShow = (typeof QUESTION_SHOWS)[number];
export const QUESTION_SHOW_LABELS: Record<QuestionShow, string> = {
  waiting: 'Waiting for an answer',
  answered: 'Answered',
  all: 'All questions',
};

export const QUESTION_FILTER_SHAPE = {
  show: z.enum(QUESTION_SHOWS).catch('waiting'),
  page: REVIEW_FILTER_SHAPE.page,
} satisfies FilterShape;
export type QuestionFilters = { show: QuestionShow; page: number };

/** The server's `answered` flag for what the tab shows (absent: every question). */
export const answeredFlag = (show: QuestionShow) => (show === 'all' ? undefined : show === 'answered');

export function hasReviewFilters(filters: ReviewFilters): boolean {
  return [filters.query, filters.rating, filters.product, filters.start_date, filters.end_date].some(
    (value) => value !== undefined,
  );
}
