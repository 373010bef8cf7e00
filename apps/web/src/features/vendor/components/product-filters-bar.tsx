import { PRODUCT_STAGES, vendorProductsQuerySchema } from '@pasal/domain';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCategories } from '../../../api/get-categories.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { ProductFilters } from '../lib/product-filters.ts';
import { STAGE_LABELS } from './product-badges.tsx';

/** Typing settles this long before the list is asked for again. */
const TYPING_MS = 400;

type Boxes = { query: string; min_price: string; max_price: string };

const boxesOf = (filters: ProductFilters): Boxes => ({
  query: filters.query ?? '',
  min_price: filters.min_price === undefined ? '' : String(filters.min_price),
  max_price: filters.max_price === undefined ? '' : String(filters.max_price),
});

/**
 * A price box as the list reads it, by the shared schema: blank is no limit, anything not
 * numeric is 0 (spec §5); a number beyond any price is no limit either.
 */
function priceOf(text: string): number | undefined {
  const parsed = vendorProductsQuerySchema.shape.min_price.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

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
  const [boxes, setBoxes] = useState<Boxes>(() => boxesOf(filters));
  const settled = useDebouncedValue(boxes, TYPING_MS);
  const applied = useRef(boxesOf(filters));
  // The latest handler, without making a new one (a new address) apply the boxes again.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The address changed underneath (Back, Reset): the boxes show it.
  const fromAddress = boxesOf(filters);
  const addressKey = JSON.stringify(fromAddress);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the address's values, not the object
  useEffect(() => {
    applied.current = fromAddress;
    setBoxes((typed) => (sameFilters(typed, fromAddress) ? typed : fromAddress));
  }, [addressKey]);

  useEffect(() => {
    if (sameFilters(settled, applied.current)) return;
    applied.current = settled;
    onChangeRef.current(
      {
        query: settled.query.trim() || undefined,
        min_price: priceOf(settled.min_price),
        max_price: priceOf(settled.max_price),
      },
      { replace: true },
    );
  }, [settled]);

  const set = (name: keyof Boxes) => (event: { target: { value: string } }) =>
    setBoxes((current) => ({ ...current, [name]: event.target.value }));

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
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <Input
            type="search"
            placeholder="Product name"
            value={boxes.query}
            onChange={set('query')}
            className="pl-9"
          />
        </div>
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
      <Field label="Min price (Rs.)" className="min-w-0">
        <Input inputMode="decimal" placeholder="0" value={boxes.min_price} onChange={set('min_price')} />
      </Field>
      <Field label="Max price (Rs.)" className="min-w-0">
        <Input inputMode="decimal" placeholder="Any" value={boxes.max_price} onChange={set('max_price')} />
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset
      </Button>
    </search>
  );
}

/** Whether two sets of boxes ask the server the same thing. */
function sameFilters(a: Boxes, b: Boxes): boolean {
  return (
    a.query.trim() === b.query.trim() &&
    priceOf(a.min_price) === priceOf(b.min_price) &&
    priceOf(a.max_price) === priceOf(b.max_price)
  );
}
