import type { ProductDetail } from '@pasal/domain';
import { STAR_SCALE } from '@pasal/domain/plain';
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Stars } from '../../../components/ui/stars.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatCount } from '../../../lib/format.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useOwnsShop } from '../hooks/use-owns-shop.ts';
import { OwnShopNote } from './own-shop-note.tsx';
import { PagedList } from './paged-list.tsx';
import { ReviewItem } from './review-item.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

// Only signed-in shoppers see the form: its form and validation code loads with it, not with the page.
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

const empty = {
  icon: MessageSquareText,
  title: 'No reviews yet',
  description: 'Bought it? Tell other shoppers what you think.',
};

/** Spec §2 reviews tab: the rating, the form (signed-in shoppers), and the reviews, newest first. */
export function ReviewsPanel({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const ownShop = useOwnsShop(product.vendor.id);
  const reviews = useReviews(product.id);

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:gap-12">
      <div className="space-y-5">
        <div className="rounded-lg border border-line bg-canvas p-4">
          <p className="text-4xl font-extrabold text-ink">
            {product.rating_count > 0 ? product.rating.toFixed(1) : '–'}
            <span className="text-base font-medium text-ink-subtle"> / {STAR_SCALE}</span>
          </p>
          <Stars rating={product.rating} size="md" className="mt-1" />
          <p className="mt-1 text-sm text-ink-muted">
            {formatCount(product.rating_count)} {product.rating_count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
        <h3 className="text-base font-bold text-ink">Review this product</h3>
        {ownShop ? (
          <OwnShopNote>Reviews are for shoppers; you reply to them from your dashboard.</OwnShopNote>
        ) : user ? (
          <Suspense>
            <ReviewForm productId={product.id} userId={user.user_id} />
          </Suspense>
        ) : (
          <SignInPrompt action="write a review" />
        )}
      </div>
      <section aria-label="Reviews">
        <PagedList query={reviews} noun="reviews" empty={empty}>
          {(review) => <ReviewItem key={review.id} review={review} vendorName={product.vendor.name} />}
        </PagedList>
      </section>
    </div>
  );
}
