import { MessageCircleQuestion } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { QUESTIONS_PAGE_SIZE, useVendorQuestions } from '../api/vendor-questions.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { QUESTION_FILTER_SHAPE, QUESTION_SHOW_LABELS, QUESTION_SHOWS } from '../lib/review-filters.ts';
import { ListFooter } from './list-footer.tsx';
import { QuestionCard } from './question-card.tsx';

/** The Questions tab (PRODUCT.md): shoppers' product questions, waiting ones first, each answerable here. */
export function QuestionList() {
  const vendorId = useVendorId();
  const { filters, update, reset } = useAddressFilters(QUESTION_FILTER_SHAPE);
  const questions = useVendorQuestions(vendorId, filters);
  const waiting = filters.show === 'waiting';
  return (
    <div className="space-y-4">
      <Field label="Show" className="max-w-xs">
        <Select
          value={filters.show}
          onChange={(event) => update({ show: QUESTION_SHOWS.find((show) => show === event.target.value) })}
        >
          {QUESTION_SHOWS.map((show) => (
            <option key={show} value={show}>
              {QUESTION_SHOW_LABELS[show]}
            </option>
          ))}
        </Select>
      </Field>
      <section aria-label="Questions" aria-busy={questions.isFetching}>
        <QueryView
          query={questions}
          loading={<Skeleton className="h-40 w-full" />}
          errorTitle="Could not load the questions"
          isEmpty={(found) => found.items.length === 0}
          empty={
            <EmptyState
              icon={MessageCircleQuestion}
              title={waiting ? 'No questions waiting for an answer' : 'No questions found'}
              description="Shoppers ask from the Questions tab of your product pages."
              action={
                !waiting && (
                  <Button variant="secondary" onClick={reset}>
                    Show waiting questions
                  </Button>
                )
              }
            />
          }
        >
          {(found) => {
            const pageCount = Math.max(1, Math.ceil(found.total / QUESTIONS_PAGE_SIZE));
            return (
              <div className={questions.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <ul className="space-y-3">
                  {found.items.map((question) => (
                    <QuestionCard key={question.id} question={question} />
                  ))}
                </ul>
                <ListFooter
                  summary={`${formatCount(found.total)} ${found.total === 1 ? 'question' : 'questions'}, newest first`}
                  page={Math.min(filters.page, pageCount)}
                  pageCount={pageCount}
                  onPageChange={(page) => update({ page })}
                  label="Question pages"
                />
              </div>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}
