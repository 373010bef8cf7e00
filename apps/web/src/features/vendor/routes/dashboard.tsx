import { formatNprDecimal } from '@pasal/domain/plain';
import { ArrowRight, Bell, Package, PackagePlus, Receipt, Wallet } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useVendorStats } from '../api/get-vendor-stats.ts';
import { useNotificationSummary } from '../api/notification-summary.ts';
import { ProductFiltersBar } from '../components/product-filters-bar.tsx';
import { SalesAnalytics } from '../components/sales-analytics.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { VendorProductList } from '../components/vendor-product-list.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { DASHBOARD_PRODUCTS, PRODUCT_FILTER_SHAPE } from '../lib/product-filters.ts';

/** Spec §2 vendor dashboard: the three counts, the two trends, and the newest products. */
export default function VendorDashboardPage() {
  const vendorId = useVendorId();
  const stats = useVendorStats(vendorId);
  const notifications = useNotificationSummary(vendorId);
  const counts = stats.data;
  const unread = notifications.data?.un_read_noti;
  const { filters, update, reset } = useAddressFilters(PRODUCT_FILTER_SHAPE);

  return (
    <div className="space-y-8">
      <PageTitle
        title="Dashboard"
        description="Your shop at a glance."
        actions={
          <LinkButton to="/vendor/add-product/">
            <PackagePlus className="size-4" aria-hidden="true" />
            Add product
          </LinkButton>
        }
        className="mb-0"
      />
      {/* Spec §2's three counts, revenue in rupees (PRODUCT.md: NPR everywhere), and issue 17's unread count. */}
      <StatCards
        className="xl:grid-cols-4"
        cards={[
          {
            label: 'Total Products',
            icon: Package,
            value: counts && formatCount(counts.products),
            failed: stats.isError,
          },
          {
            label: 'Total Orders',
            icon: Receipt,
            value: counts && formatCount(counts.orders),
            failed: stats.isError,
          },
          {
            label: 'Total Revenue',
            icon: Wallet,
            value: counts && formatNprDecimal(counts.revenue),
            failed: stats.isError,
          },
          {
            label: 'Unread Notifications',
            icon: Bell,
            value: unread === undefined ? undefined : formatCount(unread),
            failed: notifications.isError,
            to: '/vendor/notifications/',
          },
        ]}
      />
      <SalesAnalytics vendorId={vendorId} />
      <section aria-labelledby="dashboard-products" className="space-y-4">
        <h2 id="dashboard-products" className="text-lg font-semibold text-ink">
          Products
        </h2>
        <ProductFiltersBar filters={{ ...filters, page: 1 }} onChange={update} onReset={reset} />
        <VendorProductList
          filters={{ ...filters, stage: undefined, page: 1 }}
          pageSize={DASHBOARD_PRODUCTS}
          onReset={reset}
          footer={(total) => (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-muted">
                {formatCount(Math.min(total, DASHBOARD_PRODUCTS))} of {formatCount(total)}, newest first
              </p>
              <LinkButton to="/vendor/products/" variant="secondary">
                See More
                <ArrowRight className="size-4" aria-hidden="true" />
              </LinkButton>
            </div>
          )}
        />
      </section>
    </div>
  );
}
