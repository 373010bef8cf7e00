import { PackageSearch } from 'lucide-react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { uniqueProducts, useProducts } from '../api/get-products.ts';
import { SectionHeading } from './section-heading.tsx';

export function AllProducts() {
  const query = useProducts();
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = query;
  const products = data ? uniqueProducts(data.pages) : [];
  const total = data?.pages[0]?.total ?? null;

  return (
    <section aria-labelledby="all-products-title" aria-busy={isPending || isFetchingNextPage}>
      <SectionHeading
        id="all-products-title"
        title="All Products"
        description={
          total !== null && total > 0
            ? `${total.toLocaleString('en-IN')} products from Nepali vendors`
            : undefined
        }
      />
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError && products.length === 0 ? (
        <ErrorState error={error} onRetry={() => refetch()} retrying={isRefetching} />
      ) : products.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title="No products yet"
          description="Vendors are stocking their shelves."
        />
      ) : (
        <>
          <ProductGrid products={products} />
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-ink-muted" aria-live="polite">
              Showing {products.length.toLocaleString('en-IN')}
              {total !== null && ` of ${total.toLocaleString('en-IN')}`} products
            </p>
            {isFetchNextPageError && (
              <p className="text-sm text-danger-600">Could not load more products. Please try again.</p>
            )}
            {hasNextPage && (
              <Button
                variant="secondary"
                size="lg"
                onClick={() => fetchNextPage()}
                loading={isFetchingNextPage}
              >
                Load more
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
