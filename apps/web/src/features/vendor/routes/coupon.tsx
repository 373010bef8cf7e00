import type { VendorCoupon } from '@pasal/domain';
import { clsx } from 'clsx';
import { BadgeCheck, Plus, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useCouponStats, useCoupons } from '../api/coupon-list.ts';
import { CouponFiltersBar } from '../components/coupon-filters-bar.tsx';
import { CouponFormModal } from '../components/coupon-form-modal.tsx';
import { CouponTable } from '../components/coupon-table.tsx';
import { showingRows } from '../components/list-footer.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { COUPON_FILTER_SHAPE, COUPONS_PAGE_SIZE } from '../lib/coupon-filters.ts';

/** The modal: closed, adding (null) or editing a coupon. */
type Editing = { coupon: VendorCoupon | null; opened: number } | undefined;

/** Spec §2 "Coupons (Coupon Management)": the cards, the add/edit modal and the filtered table. */
export default function CouponPage() {
  const vendorId = useVendorId();
  const stats = useCouponStats(vendorId);
  const { filters, update, reset } = useAddressFilters(COUPON_FILTER_SHAPE);
  const coupons = useCoupons(vendorId, filters);
  const [editing, setEditing] = useState<Editing>();
  const open = (coupon: VendorCoupon | null) => setEditing({ coupon, opened: Date.now() });

  const { data, isPlaceholderData } = coupons;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / COUPONS_PAGE_SIZE)) : 1;
  // The page asked for is past the end (its last coupons were deleted): show the last one.
  const pastEnd = !isPlaceholderData && data !== undefined && data.items.length === 0 && filters.page > 1;
  useEffect(() => {
    if (pastEnd) update({ page: pageCount }, { replace: true });
  }, [pastEnd, pageCount, update]);

  return (
    <div className="space-y-8">
      <PageTitle
        title="Coupon Management"
        description="Discounts shoppers can apply to your products at checkout."
        actions={
          <Button onClick={() => open(null)}>
            <Plus className="size-4" aria-hidden="true" />
            Add New Coupon
          </Button>
        }
        className="mb-0"
      />
      <StatCards
        cards={[
          {
            label: 'Total Coupons',
            icon: TicketPercent,
            value: stats.data && formatCount(stats.data.total_coupons),
            failed: stats.isError,
          },
          {
            label: 'Active Coupons',
            icon: BadgeCheck,
            value: stats.data && formatCount(stats.data.active_coupons),
            failed: stats.isError,
          },
        ]}
      />
      <section aria-labelledby="coupon-list" className="space-y-4">
        <h2 id="coupon-list" className="text-lg font-semibold text-ink">
          Coupons
        </h2>
        <CouponFiltersBar filters={filters} onChange={update} onReset={reset} />
        <div aria-busy={coupons.isFetching}>
          <QueryView
            query={coupons}
            loading={<Skeleton className="h-64 w-full" />}
            errorTitle="Could not load your coupons"
            isEmpty={(found) => found.items.length === 0}
            empty={
              <EmptyState
                icon={TicketPercent}
                title="No coupons found"
                description="Try adjusting your search or filters, or add a new coupon."
                action={
                  <Button variant="secondary" onClick={reset}>
                    Reset filters
                  </Button>
                }
              />
            }
          >
            {(found) => (
              <div className={clsx('space-y-4', isPlaceholderData && 'opacity-60 transition-opacity')}>
                <CouponTable coupons={found.items} sorting={filters} onSort={update} onEdit={open} />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink-muted">
                    {showingRows(filters.page, COUPONS_PAGE_SIZE, found.total)}
                  </p>
                  <Pagination
                    page={filters.page}
                    pageCount={pageCount}
                    onPageChange={(page) => update({ page })}
                    label="Coupon pages"
                  />
                </div>
              </div>
            )}
          </QueryView>
        </div>
      </section>
      {editing && (
        <CouponFormModal
          key={editing.opened}
          open
          coupon={editing.coupon}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
