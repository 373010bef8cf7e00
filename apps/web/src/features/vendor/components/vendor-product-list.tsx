import type { ProductCard } from '@pasal/domain';
import { PackageSearch } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useVendorProducts } from '../api/get-vendor-products.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import type { ProductFilters } from '../lib/product-filters.ts';
import { NoMatches } from './no-matches.tsx';
import { ProductTable, ProductTableSkeleton } from './product-table.tsx';

type VendorProductListProps = {
  filters: ProductFilters;
  pageSize: number;
  onReset: () => void;
  actions?: (product: ProductCard) => ReactNode;
  /** Under the table: pagination, or the dashboard's See More; receives the total. */
  footer: (total: number) => ReactNode;
  /** The page asked for is past the end (its last rows were deleted): receives the last page. */
  onPastEnd?: (lastPage: number) => void;
};

/** The shop's products as one filtered page, with spec §2's empty state. */
export function VendorProductList({
  filters,
  pageSize,
  onReset,
  actions,
  footer,
  onPastEnd,
}: VendorProductListProps) {
  const vendorId = useVendorId();
  const products = useVendorProducts(vendorId, filters, pageSize);
  const { data, isPlaceholderData } = products;
  const pastEnd = !isPlaceholderData && data !== undefined && data.items.length === 0 && data.total > 0;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  useEffect(() => {
    if (pastEnd && filters.page > 1) onPastEnd?.(lastPage);
  }, [pastEnd, filters.page, lastPage, onPastEnd]);
  return (
    <section aria-label="Products" aria-busy={products.isFetching}>
      <QueryView
        query={products}
        loading={<ProductTableSkeleton rows={Math.min(pageSize, 5)} />}
        errorTitle="Could not load your products"
        isEmpty={(found) => found.items.length === 0}
        empty={
          // Spec §2 gives this one text, whether or not a filter is set.
          <NoMatches icon={PackageSearch} title="No products found" filtered onReset={onReset} />
        }
      >
        {(found) => (
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ProductTable products={found.items} caption="Your products" actions={actions} />
            {footer(found.total)}
          </div>
        )}
      </QueryView>
    </section>
  );
}
