import { clsx } from 'clsx';
import { PackageSearch } from 'lucide-react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatCount } from '../../../lib/format.ts';
import { uniqueRows } from '../../../lib/pages.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { useProducts } from '../api/get-products.ts';
import { SectionHeading } from './section-heading.tsx';

/** Below the featured products and categories: its products are asked for as it nears the screen. */
export function AllProducts() {
  const { ref, near } = useNearScreen();
  const query = useProducts({ enabled: near });
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
  const products = data ? uniqueRows(data.pages) : [];
  const total = data?.pages[0]?.total ?? null;

  return (
    <section
      ref={ref}
      // Until it nears the screen its placeholders hold still: nothing is loading yet, and a shimmer
      // off screen would keep the browser drawing for as long as the page stays open.
      className={clsx('below-fold', !near && '[&_.animate-shimmer]:animate-none')}
      aria-labelledby="all-products-title"
      aria-busy={isPending || isFetchingNextPage}
    >
      <SectionHeading
        id="all-products-title"
        title="All Products"
        description={
          total !== null && total > 0
            ? `A random pick from ${formatCount(total)} products by Nepali vendors`
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
          <LoadMore
            shown={products.length}
            total={total}
            noun="products"
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            onLoadMore={() => fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
