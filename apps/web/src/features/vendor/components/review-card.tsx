import { imageUrl, REPLY_MESSAGES, type VendorReview, vendorReplyInputSchema } from '@pasal/domain';
import { MessageSquareReply, UserRound } from 'lucide-react';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { useReplyToReview } from '../api/review-reply.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { ResponseForm } from './review-response-form.tsx';

/**
 * One review on the vendor's screen (spec §2): reviewer name and picture, date, stars, text,
 * the shop's reply so far (Your Replies), and a box to reply (or reply again, which replaces it).
 */
export function ReviewCard({ review }: { review: VendorReview }) {
  const vendorId = useVendorId();
  const reply = useReplyToReview();
  const picture = imageUrl(review.profile.image, pageOrigin());
  return (
    <article className="space-y-3 py-4 first:pt-0 last:pb-0">
      <header className="flex items-center gap-3">
        {picture ? (
          <img
            src={picture}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{review.profile.full_name}</h3>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-subtle">
            <Stars rating={review.rating} />
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </div>
      </header>
      <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.review}</p>
      {review.reply && (
        <section
          aria-label={`Your reply to ${review.profile.full_name}`}
          className="rounded-lg border-l-4 border-brand-300 bg-canvas px-4 py-3"
        >
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <MessageSquareReply className="size-4 text-brand-700" aria-hidden="true" />
            Your Replies
            {review.replied_at && (
              <span className="font-normal text-ink-subtle">
                · <time dateTime={review.replied_at}>{formatDate(review.replied_at)}</time>
              </span>
            )}
          </h4>
          <p className="mt-1 whitespace-pre-line text-sm text-ink-muted [overflow-wrap:anywhere]">
            {review.reply}
          </p>
        </section>
      )}
      <ResponseForm
        label={`Reply to ${review.profile.full_name}`}
        submitLabel="Reply"
        rule={vendorReplyInputSchema.shape.reply}
        field="reply"
        failedMessage={REPLY_MESSAGES.failed}
        onSave={async (text) =>
          (await reply.mutateAsync({ vendorId, reviewId: review.id, reply: text })).message
        }
      />
    </article>
  );
}
