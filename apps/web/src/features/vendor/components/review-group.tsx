import type { VendorReviewGroup } from '@pasal/domain';
import { formatNprDecimal, VENDOR_REVIEW_PAGE_SIZE } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/order/order-item-row.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useVendorReviewPage } from '../api/vendor-review-page.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import type { ReviewFilters } from '../lib/review-filters.ts';
import { StockBadge } from './product-badges.tsx';
import { ReviewCard } from './review-card.tsx';

type ReviewGroupProps = {
  group: VendorReviewGroup;
  /** The accordion's filters, without its own page: a product's pages match them too. */
  filters: Omit<ReviewFilters, 'page'>;
  open: boolean;
  onToggle: () => void;
};

const reviewsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'review' : 'reviews'}`;

/**
 * One product of the reviews accordion (spec §2): its average and count in the header, and
 * inside the product's details and its reviews 5 a page. The first page came with the accordion.
 */
export function ReviewGroup({ group, filters, open, onToggle }: ReviewGroupProps) {
  const { product } = group;
  const vendorId = useVendorId();
  const panelId = useId();
  const [page, setPage] = useState(1);
  const later = useVendorReviewPage({ vendorId, productId: product.id, filters, page });
  const reviews = page === 1 ? group.reviews : later.data?.items;
  const pageCount = Math.max(1, Math.ceil(group.review_count / VENDOR_REVIEW_PAGE_SIZE));

  return (
    <li className="rounded-lg border border-line bg-surface shadow-card">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg p-4 text-left hover:bg-canvas"
        >
          <ProductThumb src={product.image} className="size-14" />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 font-semibold text-ink">{product.title}</span>
            <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
              <Stars rating={group.average_rating} />
              <span>{group.average_rating.toFixed(1)}</span>
              <span aria-hidden="true">·</span>
              <span>{reviewsText(group.review_count)}</span>
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-5 shrink-0 text-ink-subtle transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-5 border-t border-line p-4">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink">Description</dt>
          <dd className="line-clamp-3 text-ink-muted [overflow-wrap:anywhere]">
            {product.description || '–'}
          </dd>
          <dt className="font-medium text-ink">Price</dt>
          <dd className="text-ink-muted tabular-nums">{formatNprDecimal(product.price)}</dd>
          <dt className="font-medium text-ink">Category</dt>
          <dd className="text-ink-muted">{product.category?.title ?? '–'}</dd>
          <dt className="font-medium text-ink">Stock</dt>
          <dd>
            <StockBadge qty={product.stock_qty} />
          </dd>
        </dl>
        <Link
          to={`/detail/${product.slug}/`}
          className="inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          View product<span className="sr-only">: {product.title}</span>
        </Link>
        <section aria-label={`Reviews of ${product.title}`} aria-busy={later.isFetching}>
          {page > 1 && later.isError ? (
            <ErrorState
              title="Could not load these reviews"
              error={later.error}
              onRetry={() => later.refetch()}
              retrying={later.isRefetching}
            />
          ) : reviews ? (
            <div
              className={clsx(
                'divide-y divide-line',
                later.isPlaceholderData && page > 1 && 'opacity-60 transition-opacity',
              )}
            >
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </div>
          ) : (
            <Skeleton className="h-32 w-full" />
          )}
          <div className="mt-4">
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              label={`Review pages of ${product.title}`}
            />
          </div>
        </section>
      </div>
    </li>
  );
}
