import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useVendorReviewGroups } from '../api/vendor-review-groups.ts';
import { ListFooter } from '../components/list-footer.tsx';
import { NoMatches } from '../components/no-matches.tsx';
import { QuestionList } from '../components/question-list.tsx';
import { ReviewFiltersBar } from '../components/review-filters-bar.tsx';
import { ReviewGroup } from '../components/review-group.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import {
  hasReviewFilters,
  REVIEW_FILTER_SHAPE,
  REVIEW_GROUPS_PAGE_SIZE,
  REVIEW_TABS,
} from '../lib/review-filters.ts';

/** Spec §2 vendor reviews: the accordion per product, filtered on the server. */
function ReviewAccordion() {
  const vendorId = useVendorId();
  const { filters, update, reset } = useAddressFilters(REVIEW_FILTER_SHAPE);
  const groups = useVendorReviewGroups(vendorId, filters);
  const { page, ...matching } = filters;
  // Open products by id; the first of a page opens by itself until the vendor picks.
  const [opened, setOpened] = useState<Set<number> | null>(null);
  const toggle = (id: number, open: Set<number>) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpened(next);
  };
  const filterKey = JSON.stringify(filters);

  return (
    <div className="space-y-5">
      <ReviewFiltersBar filters={filters} onChange={update} onReset={reset} />
      <section aria-label="Reviews by product" aria-busy={groups.isFetching}>
        <QueryView
          query={groups}
          loading={<Skeleton className="h-48 w-full" />}
          errorTitle="Could not load your reviews"
          isEmpty={(found) => found.groups.length === 0}
          empty={
            <NoMatches
              icon={MessageSquareText}
              title="No reviews found"
              filtered={hasReviewFilters(filters)}
              hint="Reviews of your products will appear here."
              onReset={reset}
              resetLabel="Reset Filters"
            />
          }
        >
          {(found) => {
            const open = opened ?? new Set(found.groups.slice(0, 1).map((group) => group.product.id));
            const pageCount = Math.max(1, Math.ceil(found.total / REVIEW_GROUPS_PAGE_SIZE));
            return (
              <div className={groups.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <ul className="space-y-3">
                  {found.groups.map((group) => (
                    <ReviewGroup
                      // A new filter starts each product's own pager again.
                      key={`${group.product.id}:${filterKey}`}
                      group={group}
                      filters={matching}
                      open={open.has(group.product.id)}
                      onToggle={() => toggle(group.product.id, open)}
                    />
                  ))}
                </ul>
                <ListFooter
                  summary={`${formatCount(found.total)} ${found.total === 1 ? 'product' : 'products'} with reviews, most recently reviewed first`}
                  page={Math.min(page, pageCount)}
                  pageCount={pageCount}
                  onPageChange={(next) => update({ page: next })}
                  label="Product pages"
                />
              </div>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}

/** Spec §2 "/vendor/reviews/": reviews with replies, and (PRODUCT.md) product questions to answer. */
export default function VendorReviewsPage() {
  const [params, setParams] = useSearchParams();
  const tab = REVIEW_TABS.find((t) => t === params.get('tab')) ?? 'reviews';
  return (
    <>
      <PageTitle title="Reviews" description="What shoppers say about your products, and what they ask." />
      <Tabs
        label="Reviews and questions"
        value={tab}
        // Each tab has its own filters: switching starts the other one afresh.
        onChange={(next) => setParams(next === 'reviews' ? {} : { tab: next })}
        items={[
          { id: 'reviews', label: 'Reviews', panel: <ReviewAccordion /> },
          { id: 'questions', label: 'Questions', panel: <QuestionList /> },
        ]}
      />
    </>
  );
}
