import { HelpCircle, type LucideIcon, Search, Settings, ShoppingBag, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useCustomerSummary } from '../../../api/get-customer-summary.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCardList, OrderListSkeleton } from '../components/order-card.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { readOrderFilters } from '../lib/order-filters.ts';

const RECENT_ORDERS = 3;
/** The newest orders, unfiltered: the same query the orders page makes for its first page. */
const NEWEST = readOrderFilters(new URLSearchParams());

const QUICK_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/track-order', label: 'Track an order', icon: Truck },
  { to: '/search/?clear=true', label: 'Continue shopping', icon: Search },
  { to: '/customer/settings/', label: 'Account settings', icon: Settings },
  { to: '/help', label: 'Help centre', icon: HelpCircle },
];

function RecentOrders({ userId }: { userId: number }) {
  const orders = useOrders(userId, NEWEST, RECENT_ORDERS);
  return (
    <QueryView
      query={orders}
      loading={<OrderListSkeleton count={2} />}
      errorTitle="Could not load your orders"
      isEmpty={(orders) => orders.items.length === 0}
      empty={
        <EmptyState
          icon={ShoppingBag}
          title="You have no orders yet"
          action={<LinkButton to="/">Start shopping</LinkButton>}
        />
      }
    >
      {(newest) => <OrderCardList orders={newest.items} />}
    </QueryView>
  );
}

/** Spec §2 "/customer/account/": a greeting, the counts, the newest orders and quick links. */
export default function CustomerAccountPage() {
  const { user } = useAuth();
  const { data: summary } = useCustomerSummary();
  const firstName = user?.full_name.split(' ')[0] || user?.username || '';
  return (
    <div className="space-y-8">
      <PageTitle
        title={firstName ? `Namaste, ${firstName}` : 'My account'}
        description="Your orders, saved products and updates in one place."
        className="mb-0"
      />
      <SummaryCards summary={summary} />
      <section aria-labelledby="recent-orders" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="recent-orders" className="text-lg font-semibold text-ink">
            Recent orders
          </h2>
          <Link to="/customer/orders/" className="text-sm font-semibold text-brand-700 hover:underline">
            View all orders
          </Link>
        </div>
        <RecentOrders userId={user?.user_id ?? 0} />
      </section>
      <section aria-labelledby="quick-links" className="space-y-3">
        <h2 id="quick-links" className="text-lg font-semibold text-ink">
          Quick links
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full min-h-16 items-center gap-3 rounded-lg border border-line bg-surface p-3 text-sm font-semibold text-ink shadow-card hover:border-brand-200 hover:text-brand-800"
              >
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
