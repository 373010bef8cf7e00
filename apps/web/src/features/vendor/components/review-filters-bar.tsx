import { MAX_PAGE_SIZE, STAR_SCALE } from '@pasal/domain/plain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useVendorProducts } from '../api/get-vendor-products.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import type { ReviewFilters } from '../lib/review-filters.ts';
import { DateRangeFields, SearchInput } from './filter-inputs.tsx';

const RATINGS = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i);

type ReviewFiltersBarProps = {
  filters: ReviewFilters;
  onChange: (change: Partial<ReviewFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * Spec §2 reviews filters: text, rating, product, start and end date; the text applies once
 * typing settles, the rest at once. The product list offers the shop's newest products.
 */
export function ReviewFiltersBar({ filters, onChange, onReset }: ReviewFiltersBarProps) {
  const vendorId = useVendorId();
  const products = useVendorProducts(vendorId, { page: 1 }, MAX_PAGE_SIZE);
  return (
    <search
      aria-label="Filter reviews"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card xl:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] xl:items-end"
    >
      <Field label="Search" className="col-span-2 xl:col-span-1">
        <SearchInput
          placeholder="Review, reviewer or product"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Rating" className="min-w-0">
        <Select
          value={filters.rating ?? ''}
          onChange={(event) =>
            onChange({ rating: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">All</option>
          {RATINGS.map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Product" className="min-w-0">
        <Select
          value={filters.product ?? ''}
          disabled={products.isPending}
          onChange={(event) =>
            onChange({ product: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">All</option>
          {products.data?.items.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields filters={filters} onChange={onChange} />
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset Filters
      </Button>
    </search>
  );
}
