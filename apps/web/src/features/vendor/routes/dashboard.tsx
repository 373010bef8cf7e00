import { ArrowRight, PackagePlus } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useVendorStats } from '../api/get-vendor-stats.ts';
import { useNotificationSummary } from '../api/notification-summary.ts';
import { ProductFiltersBar } from '../components/product-filters-bar.tsx';
import { SalesAnalytics } from '../components/sales-analytics.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { VendorProductList } from '../components/vendor-product-list.tsx';
import { useProductFilters } from '../hooks/use-product-filters.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { DASHBOARD_PRODUCTS } from '../lib/product-filters.ts';

/** Spec §2 vendor dashboard: the three counts, the two trends, and the newest products. */
export default function VendorDashboardPage() {
  const vendorId = useVendorId();
  const stats = useVendorStats(vendorId);
  const notifications = useNotificationSummary(vendorId);
  const { filters, update, reset } = useProductFilters();

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
      <StatCards
        stats={stats.data}
        failed={stats.isError}
        unread={notifications.data?.un_read_noti}
        unreadFailed={notifications.isError}
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
