import type { Question } from '@pasal/domain';
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** A question with the vendor's answer, or, for the asker's own, a note that it awaits one. */
export function QuestionItem({ question, vendorName }: { question: Question; vendorName: string }) {
  return (
    <article className="py-5 first:pt-0">
      <p className="flex gap-2 font-semibold text-ink">
        <span aria-hidden="true" className="text-brand-700">
          Q:
        </span>
        <span className="sr-only">Question: </span>
        <span className="whitespace-pre-line">{question.question}</span>
      </p>
      <p className="mt-1 pl-6 text-xs text-ink-subtle">
        {question.mine ? 'You asked' : `Asked by ${question.asked_by}`} on{' '}
        <time dateTime={question.date}>{formatDate(question.date)}</time>
      </p>
      {question.answer ? (
        <div className="mt-3 ml-6 rounded-lg border-l-4 border-brand-300 bg-canvas px-4 py-3">
          <p className="text-sm font-semibold text-ink">
            <span className="sr-only">Answer </span>
            {vendorName}
            {question.answered_at && (
              <span className="font-normal text-ink-subtle">
                {' '}
                · <time dateTime={question.answered_at}>{formatDate(question.answered_at)}</time>
              </span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink-muted">{question.answer}</p>
        </div>
      ) : (
        <Badge tone="warning" className="mt-3 ml-6">
          <Clock className="size-3.5" aria-hidden="true" />
          Awaiting the vendor&apos;s answer
        </Badge>
      )}
    </article>
  );
}
