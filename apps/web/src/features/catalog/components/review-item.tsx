import type { Review } from '@pasal/domain';
import { imageUrl } from '@pasal/domain/plain';
import { BadgeCheck, Store } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** One review (spec §2): who, stars, when, what, and the vendor's reply under it. */
export function ReviewItem({ review, vendorName }: { review: Review; vendorName: string }) {
  const picture = imageUrl(review.profile.image, pageOrigin());
  return (
    <article className="py-5 first:pt-0">
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
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
          >
            {initials(review.profile.full_name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink">{review.profile.full_name}</span>
            {review.verified && (
              <Badge tone="success">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                Verified purchase
              </Badge>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-subtle">
            <Stars rating={review.rating} />
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </div>
      </header>
      <p className="mt-3 whitespace-pre-line text-ink">{review.review}</p>
      {review.reply && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-300 bg-canvas px-4 py-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Store className="size-4 text-brand-700" aria-hidden="true" />
            Reply from {vendorName}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink-muted">{review.reply}</p>
        </div>
      )}
    </article>
  );
}
