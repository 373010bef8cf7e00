import { answerInputSchema, type VendorQuestion } from '@pasal/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAnswerQuestion } from '../api/question-answer.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { ResponseForm } from './review-response-form.tsx';

/** A shopper's question about one of the shop's products, its answer so far, and the answer box. */
export function QuestionCard({ question }: { question: VendorQuestion }) {
  const vendorId = useVendorId();
  const answer = useAnswerQuestion();
  return (
    <li className="space-y-3 rounded-lg border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/detail/${question.product_slug}/`}
          className="min-w-0 text-sm font-semibold text-brand-700 hover:underline [overflow-wrap:anywhere]"
        >
          {question.product_title}
        </Link>
        {question.answer ? <Badge tone="success">Answered</Badge> : <Badge tone="warning">Waiting</Badge>}
      </div>
      <h3 className="whitespace-pre-line font-semibold text-ink [overflow-wrap:anywhere]">
        {question.question}
      </h3>
      <p className="text-xs text-ink-subtle">
        Asked by {question.asked_by} on <time dateTime={question.date}>{formatDate(question.date)}</time>
      </p>
      {question.answer && (
        <section
          aria-label={`Your answer to ${question.asked_by}`}
          className="rounded-lg border-l-4 border-brand-300 bg-canvas px-4 py-3"
        >
          <h4 className="text-sm font-semibold text-ink">
            Your answer
            {question.answered_at && (
              <span className="font-normal text-ink-subtle">
                {' '}
                · <time dateTime={question.answered_at}>{formatDate(question.answered_at)}</time>
              </span>
            )}
          </h4>
          <p className="mt-1 whitespace-pre-line text-sm text-ink-muted [overflow-wrap:anywhere]">
            {question.answer}
          </p>
        </section>
      )}
      <ResponseForm
        label={question.answer ? 'Change your answer' : 'Your answer'}
        submitLabel={question.answer ? 'Update answer' : 'Answer'}
        rule={answerInputSchema.shape.answer}
        field="answer"
        failedMessage="Failed to save the answer. Please try again."
        onSave={async (text) =>
          (await answer.mutateAsync({ vendorId, questionId: question.id, answer: text })).message
        }
      />
    </li>
  );
}
