import { SHOP_PAGE_SIZE } from '@pasal/domain/plain';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { Container } from '../../../components/layout/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useShop } from '../api/get-shop.ts';
import { useShopProducts } from '../api/get-shop-products.ts';
import { useShopSummary } from '../api/get-shop-summary.ts';
import { ShopActiveFilters } from '../components/shop-active-filters.tsx';
import { ShopFilterPanel } from '../components/shop-filter-panel.tsx';
import { ShopHeader } from '../components/shop-header.tsx';
import { ShopNotFound } from '../components/shop-not-found.tsx';
import { ShopProducts } from '../components/shop-products.tsx';
import { ShopResultsCount } from '../components/shop-results-count.tsx';
import { ShopStats } from '../components/shop-stats.tsx';
import { ShopToolbar } from '../components/shop-toolbar.tsx';
import { useShopFilters } from '../hooks/use-shop-filters.ts';

/** The public shop page (spec §2; PRODUCT.md: open to everyone, shareable). */
export default function ShopPage() {
  const { slug = '' } = useParams();
  const shop = useShop(slug);
  const summary = useShopSummary(slug);
  const { filters, update, goToPage, setView, reset } = useShopFilters();
  const products = useShopProducts(slug, filters);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const resultsId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const notFound = shop.isError && shop.error instanceof ApiError && shop.error.status === 404;
  useDocumentTitle(shop.data?.name ?? (notFound ? 'Shop not found' : 'Loading shop'));

  // A link to a page past the last one (the shop sold out, a hand-edited address) shows the last.
  const total = products.data?.total;
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  useEffect(() => {
    if (pageCount !== undefined && !products.isPlaceholderData && filters.page > pageCount) {
      goToPage(pageCount, { replace: true });
    }
  }, [pageCount, products.isPlaceholderData, filters.page, goToPage]);

  function onPageChange(page: number) {
    goToPage(page);
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  if (notFound) return <ShopNotFound />;
  if (shop.isPending) {
    return (
      <Container className="flex flex-col items-center gap-3 py-20 text-brand-700">
        <Spinner size="lg" label={null} />
        <p role="status" className="text-ink-muted">
          Loading shop data...
        </p>
      </Container>
    );
  }
  if (shop.isError) {
    return (
      <Container className="py-8">
        <ErrorState
          title="Failed to fetch shop data"
          error={shop.error}
          onRetry={() => shop.refetch()}
          retrying={shop.isRefetching}
        />
      </Container>
    );
  }

  return (
    <Container className="space-y-6 py-5 sm:py-8">
      <ShopHeader shop={shop.data} />
      <ShopStats summary={summary.data} failed={summary.isError} />

      <section aria-labelledby={resultsId} className="space-y-4">
        <div ref={topRef} className="scroll-mt-4">
          <h2 id={resultsId} className="text-xl font-bold text-ink">
            Products
          </h2>
        </div>
        <ShopToolbar
          filters={filters}
          onChange={update}
          onViewChange={setView}
          onReset={reset}
          panelId={panelId}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
        />
        <div id={panelId} hidden={!panelOpen}>
          <ShopFilterPanel filters={filters} summary={summary.data} onChange={update} />
        </div>
        <ShopActiveFilters filters={filters} summary={summary.data} onChange={update} />
        <ShopResultsCount
          total={total}
          shownCount={products.data?.items.length ?? 0}
          page={filters.page}
          query={filters.query}
        />
        <div aria-busy={products.isFetching}>
          <ShopProducts products={products} filters={filters} onPageChange={onPageChange} onReset={reset} />
        </div>
      </section>
    </Container>
  );
}
