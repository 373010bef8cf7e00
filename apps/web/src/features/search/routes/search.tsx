import { SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useCategories } from '../../../api/get-categories.ts';
import { Container } from '../../../components/layout/container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { activeFilterCount } from '../lib/search-params.ts';

export default function SearchPage() {
  const { filters, update, reset } = useSearchFilters();
  const results = useSearchProducts(filters);
  const { data: categories } = useCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const resultsId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  const category = categories?.find((c) => c.id === filters.category);
  const title = filters.query ? `Results for “${filters.query}”` : (category?.title ?? 'All products');
  useDocumentTitle(filters.query ? `Search: ${filters.query}` : title);
  const total = results.data?.total;
  // A search matching more than it counts (the server's candidates) reads "1,000+ products".
  const shownTotal =
    total === undefined ? '' : `${formatCount(total)}${results.data?.moreThanTotal ? '+' : ''}`;
  const activeCount = activeFilterCount(filters);

  function goToPage(page: number) {
    update({ page });
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <Container className="py-5 sm:py-8">
      <div ref={topRef} className="flex scroll-mt-4 flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {total === undefined
              ? 'Searching…'
              : `${shownTotal} ${total === 1 ? 'product' : 'products'} found`}
            {total !== undefined && filters.query && ` for “${filters.query}”`}
          </p>
        </div>
        <div className="flex w-full items-end gap-3 sm:w-auto">
          <Button
            variant="secondary"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters{activeCount > 0 && ` (${activeCount})`}
          </Button>
          <div className="min-w-0 flex-1 sm:flex-none">
            <SortSelect filters={filters} onChange={(sort) => update({ sort })} />
          </div>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside id={panelId} aria-label="Filters" className={filtersOpen ? 'block' : 'hidden lg:block'}>
          <SearchFilters
            filters={filters}
            onChange={update}
            // The words typed stay: this clears only what the panel sets.
            onReset={() =>
              update({ category: undefined, min_price: undefined, max_price: undefined, in_stock: undefined })
            }
          />
        </aside>
        <section aria-labelledby={resultsId} aria-busy={results.isFetching} className="min-w-0 space-y-4">
          <h2 id={resultsId} className="sr-only">
            Search results
          </h2>
          <ActiveFilters filters={filters} onChange={update} />
          <SearchResults results={results} filters={filters} onPageChange={goToPage} onReset={reset} />
        </section>
      </div>
    </Container>
  );
}
