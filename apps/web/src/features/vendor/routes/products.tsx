import { PackagePlus } from 'lucide-react';
import { useRef } from 'react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { DeleteProductButton } from '../components/delete-product-button.tsx';
import { ProductFiltersBar } from '../components/product-filters-bar.tsx';
import { VendorProductList } from '../components/vendor-product-list.tsx';
import { useProductFilters } from '../hooks/use-product-filters.ts';
import { PRODUCTS_PAGE_SIZE } from '../lib/product-filters.ts';

/** "Showing 11–20 of 43" under a page of the list. */
function showing(page: number, total: number): string {
  const first = (page - 1) * PRODUCTS_PAGE_SIZE + 1;
  const last = Math.min(total, page * PRODUCTS_PAGE_SIZE);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}, newest first`;
}

/** Spec §2 "/vendor/products/": every product of the shop, drafts too, newest first, paginated. */
export default function VendorProductsPage() {
  const { filters, update, reset } = useProductFilters();
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  function goToPage(page: number) {
    update({ page });
    listRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <>
      <PageTitle
        title="Products"
        description="Everything your shop sells, drafts included."
        actions={
          <LinkButton to="/vendor/add-product/">
            <PackagePlus className="size-4" aria-hidden="true" />
            Add product
          </LinkButton>
        }
      />
      <ProductFiltersBar filters={filters} onChange={update} onReset={reset} withStage />
      <div ref={listRef} className="mt-5 scroll-mt-4">
        <VendorProductList
          filters={filters}
          pageSize={PRODUCTS_PAGE_SIZE}
          onReset={reset}
          actions={(product) => <DeleteProductButton product={product} />}
          onPastEnd={(lastPage) => update({ page: lastPage }, { replace: true })}
          footer={(total) => {
            const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
            const page = Math.min(filters.page, pageCount);
            return (
              <div className="mt-5 flex flex-col items-center gap-3">
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {showing(page, total)}
                </p>
                <Pagination page={page} pageCount={pageCount} onPageChange={goToPage} label="Product pages" />
              </div>
            );
          }}
        />
      </div>
    </>
  );
}
