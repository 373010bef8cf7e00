import { ClipboardList } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useVendorOrders } from '../api/get-vendor-orders.ts';
import { ListFooter, showingRows } from '../components/list-footer.tsx';
import { NoMatches } from '../components/no-matches.tsx';
import { ProductTableSkeleton } from '../components/product-table.tsx';
import { VendorOrderFiltersBar } from '../components/vendor-order-filters-bar.tsx';
import { VendorOrderTable } from '../components/vendor-order-table.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import {
  hasVendorOrderFilters,
  VENDOR_ORDER_FILTER_SHAPE,
  VENDOR_ORDERS_PAGE_SIZE,
} from '../lib/vendor-order-filters.ts';

/**
 * Spec §2 "Orders" (Orders Management): the placed orders holding this shop's lines, each with
 * the shop's part only, searched, filtered, sorted and paginated by the server.
 */
export default function VendorOrdersPage() {
  const vendorId = useVendorId();
  const { filters, update, reset } = useAddressFilters(VENDOR_ORDER_FILTER_SHAPE);
  const orders = useVendorOrders(vendorId, filters, VENDOR_ORDERS_PAGE_SIZE);
  const listRef = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const { data, isPlaceholderData } = orders;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / VENDOR_ORDERS_PAGE_SIZE)) : 1;
  const page = Math.min(filters.page, pageCount);

  // A page past the end (a shared link to a page that has since emptied): go to the last one.
  const pastEnd = !isPlaceholderData && data !== undefined && data.rows.length === 0 && data.total > 0;
  useEffect(() => {
    if (pastEnd) update({ page: pageCount }, { replace: true });
  }, [pastEnd, pageCount, update]);

  function goToPage(page: number) {
    update({ page });
    listRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <>
      <PageTitle
        title="Orders Management"
        description="Your part of every order: pack it, ship it, track it."
      />
      <VendorOrderFiltersBar filters={filters} onChange={update} onReset={reset} />
      <section ref={listRef} aria-label="Orders" aria-busy={orders.isFetching} className="mt-5 scroll-mt-4">
        <QueryView
          query={orders}
          loading={<ProductTableSkeleton rows={5} />}
          errorTitle="Could not load your orders"
          isEmpty={(found) => found.rows.length === 0}
          empty={
            <NoMatches
              icon={ClipboardList}
              title="No orders found"
              filtered={hasVendorOrderFilters(filters)}
              onReset={reset}
            />
          }
        >
          {(found) => (
            <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <VendorOrderTable rows={found.rows} />
              <ListFooter
                summary={showingRows(page, VENDOR_ORDERS_PAGE_SIZE, found.total)}
                page={page}
                pageCount={pageCount}
                onPageChange={goToPage}
                label="Order pages"
              />
            </div>
          )}
        </QueryView>
      </section>
    </>
  );
}
