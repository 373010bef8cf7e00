import { MAX_PAGE_SIZE, STAR_SCALE } from '@pasal/domain';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useVendorProducts } from '../api/get-vendor-products.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import type { ReviewFilters } from '../lib/review-filters.ts';
import { SettledInput } from './review-settled-input.tsx';

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
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <SettledInput
            type="search"
            placeholder="Review, reviewer or product"
            value={filters.query ?? ''}
            onSettle={(query) => onChange({ query: query || undefined }, { replace: true })}
            className="pl-9"
          />
        </div>
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
      <Field label="From date" className="min-w-0">
        <Input
          type="date"
          value={filters.start_date ?? ''}
          max={filters.end_date}
          onChange={(event) => onChange({ start_date: event.target.value || undefined })}
        />
      </Field>
      <Field label="To date" className="min-w-0">
        <Input
          type="date"
          value={filters.end_date ?? ''}
          min={filters.start_date}
          onChange={(event) => onChange({ end_date: event.target.value || undefined })}
        />
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset Filters
      </Button>
    </search>
  );
}
