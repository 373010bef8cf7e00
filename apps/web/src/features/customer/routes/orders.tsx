import { PackageSearch, ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCardList, OrderListSkeleton } from '../components/order-card.tsx';
import { OrderFiltersBar } from '../components/order-filters.tsx';
import { useCustomerId } from '../hooks/use-customer-id.ts';
import { hasOrderFilters, ORDER_FILTER_SHAPE, ORDERS_PAGE_SIZE } from '../lib/order-filters.ts';

function countText(total: number, filtered: boolean): string {
  const orders = `${formatCount(total)} ${total === 1 ? 'order' : 'orders'}`;
  if (!filtered) return `${orders}, newest first`;
  return `${orders} ${total === 1 ? 'matches' : 'match'}, newest first`;
}

/** Spec §2 "/customer/orders/": the customer's orders, newest first, with §9's filters. */
export default function CustomerOrdersPage() {
  const userId = useCustomerId();
  const { filters, update, reset } = useAddressFilters(ORDER_FILTER_SHAPE);
  const orders = useOrders(userId, filters, ORDERS_PAGE_SIZE);
  const { data, isPlaceholderData, isFetching } = orders;
  const listRef = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const filtered = hasOrderFilters(filters);

  function goToPage(page: number) {
    update({ page });
    listRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <>
      <PageTitle
        title="My orders"
        description={
          <span aria-live="polite">{data ? countText(data.total, filtered) : 'Newest first'}</span>
        }
      />
      <OrderFiltersBar filters={filters} onChange={update} onReset={reset} />
      <section ref={listRef} aria-label="Orders" aria-busy={isFetching} className="mt-5 scroll-mt-4">
        <QueryView
          query={orders}
          loading={<OrderListSkeleton />}
          errorTitle="Could not load your orders"
          isEmpty={(found) => found.items.length === 0}
          empty={
            filtered ? (
              <EmptyState
                icon={PackageSearch}
                title="No orders match these filters"
                description="Try a longer time span or another status."
                action={<Button onClick={reset}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                icon={ShoppingBag}
                title="You have no orders yet"
                description="When you buy something, it shows up here with its status and invoice."
                action={<LinkButton to="/">Start shopping</LinkButton>}
              />
            )
          }
        >
          {(found) => {
            const pageCount = Math.max(1, Math.ceil(found.total / ORDERS_PAGE_SIZE));
            return (
              <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <OrderCardList orders={found.items} />
                <div className="mt-6">
                  <Pagination
                    page={Math.min(filters.page, pageCount)}
                    pageCount={pageCount}
                    onPageChange={goToPage}
                    label="Order pages"
                  />
                </div>
              </div>
            );
          }}
        </QueryView>
      </section>
    </>
  );
}
