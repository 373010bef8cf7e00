import { SearchX } from 'lucide-react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import type { useSearchProducts } from '../api/search-products.ts';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '../lib/search-params.ts';

type SearchResultsProps = {
  results: ReturnType<typeof useSearchProducts>;
  filters: SearchFilters;
  onPageChange: (page: number) => void;
  onReset: () => void;
};

/** The grid of results with its loading, failure and nothing-found states, and the pages. */
export function SearchResults({ results, filters, onPageChange, onReset }: SearchResultsProps) {
  return (
    <QueryView
      query={results}
      loading={<ProductGridSkeleton count={10} />}
      errorTitle="Could not load the results"
      isEmpty={(found) => found.items.length === 0}
      empty={
        <EmptyState
          icon={SearchX}
          title="No products found"
          description="Try other words, another category or a wider price range."
          action={<Button onClick={onReset}>Clear search and filters</Button>}
        />
      }
    >
      {(found) => {
        const pageCount = Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE));
        return (
          <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ProductGrid products={found.items} eagerCount={4} />
            <div className="mt-8">
              <Pagination
                page={Math.min(filters.page, pageCount)}
                pageCount={pageCount}
                onPageChange={onPageChange}
                label="Search result pages"
              />
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
