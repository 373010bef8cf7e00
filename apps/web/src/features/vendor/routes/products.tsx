import { PackagePlus } from 'lucide-react';
import { useRef } from 'react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { DeleteProductButton } from '../components/delete-product-button.tsx';
import { ListFooter, showingRows } from '../components/list-footer.tsx';
import { ProductFiltersBar } from '../components/product-filters-bar.tsx';
import { VendorProductList } from '../components/vendor-product-list.tsx';
import { PRODUCT_FILTER_SHAPE, PRODUCTS_PAGE_SIZE } from '../lib/product-filters.ts';

/** Spec §2 "/vendor/products/": every product of the shop, drafts too, newest first, paginated. */
export default function VendorProductsPage() {
  const { filters, update, reset } = useAddressFilters(PRODUCT_FILTER_SHAPE);
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
              <ListFooter
                summary={`${showingRows(page, PRODUCTS_PAGE_SIZE, total)}, newest first`}
                page={page}
                pageCount={pageCount}
                onPageChange={goToPage}
                label="Product pages"
              />
            );
          }}
        />
      </div>
    </>
  );
}
