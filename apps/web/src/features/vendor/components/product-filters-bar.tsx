import { PRODUCT_STAGES, vendorProductsQuerySchema } from '@pasal/domain';
import { clsx } from 'clsx';
import { useCategories } from '../../../api/get-categories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ProductFilters } from '../lib/product-filters.ts';
import { AmountRangeFields, SearchInput } from './filter-inputs.tsx';
import { STAGE_LABELS } from './product-badges.tsx';

/** The price boxes' rule, by the shared schema: blank is no limit, anything not numeric is 0 (spec §5). */
const { min_price: priceBox } = vendorProductsQuerySchema.shape;

type ProductFiltersBarProps = {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** The products page also filters by stage (published or draft). */
  withStage?: boolean;
};

/**
 * Spec §2: search, category and min/max price (and the stage on the products page). The boxes
 * apply once typing settles; the selects at once. All of it lives in the address.
 */
export function ProductFiltersBar({ filters, onChange, onReset, withStage = false }: ProductFiltersBarProps) {
  const { data: categories = [], isPending } = useCategories();
  return (
    <search
      aria-label="Filter products"
      className={clsx(
        'grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-card grid-cols-2 xl:items-end',
        withStage
          ? 'xl:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto]'
          : 'xl:grid-cols-[2fr_repeat(3,minmax(0,1fr))_auto]',
      )}
    >
      <Field label="Search" className="col-span-2 xl:col-span-1">
        <SearchInput
          placeholder="Product name"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Category" className={clsx('min-w-0', !withStage && 'col-span-2 xl:col-span-1')}>
        <Select
          value={filters.category ?? ''}
          disabled={isPending}
          onChange={(event) =>
            onChange({ category: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">All</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </Select>
      </Field>
      {withStage && (
        <Field label="Stage" className="min-w-0">
          <Select
            value={filters.stage ?? ''}
            onChange={(event) =>
              onChange({ stage: PRODUCT_STAGES.find((stage) => stage === event.target.value) })
            }
          >
            <option value="">All</option>
            {PRODUCT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <AmountRangeFields noun="price" filters={filters} schema={priceBox} onChange={onChange} />
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset
      </Button>
    </search>
  );
}
