import type { ShopSummary } from '@pasal/domain';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PriceRange } from '../../../components/ui/price-range.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { priceDefaults, type ShopFilterChange, type ShopFilters } from '../lib/shop-filters.ts';

type ShopFilterPanelProps = {
  filters: ShopFilters;
  summary: ShopSummary | undefined;
  onChange: (change: ShopFilterChange) => void;
};

/** Category buttons (several at once), price range, In Stock Only and Featured Products (spec §2). */
export function ShopFilterPanel({ filters, summary, onChange }: ShopFilterPanelProps) {
  const defaults = priceDefaults(summary);
  const chosen = new Set(filters.category);

  function toggleCategory(categoryId: number) {
    const next = new Set(chosen);
    if (next.has(categoryId)) next.delete(categoryId);
    else next.add(categoryId);
    onChange({ category: [...next] });
  }

  return (
    <section
      aria-label="Filters"
      className="grid gap-6 rounded-lg border border-line bg-surface p-4 shadow-card md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_15rem_12rem]"
    >
      <fieldset className="min-w-0 md:col-span-2 lg:col-span-1">
        <legend className="mb-2 text-sm font-medium text-ink">Categories</legend>
        {summary ? (
          <ul className="flex flex-wrap gap-2">
            {summary.categories.map((category) => {
              const on = chosen.has(category.id);
              return (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleCategory(category.id)}
                    className={clsx(
                      'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                      on
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50',
                    )}
                  >
                    {on && <Check className="size-4" aria-hidden="true" />}
                    {category.title}
                    <span className={clsx('tabular-nums', on ? 'text-white/85' : 'text-ink-subtle')}>
                      ({formatCount(category.count)})
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {['w-28', 'w-24', 'w-32'].map((width) => (
              <Skeleton key={width} className={`h-10 rounded-full ${width}`} />
            ))}
          </div>
        )}
      </fieldset>
      <PriceRange
        // Remounted when the address or the defaults change, so the boxes show them (§9:
        // 0–5000 until the shop's own range is known).
        key={`${filters.min_price}-${filters.max_price}-${defaults.min}-${defaults.max}`}
        min={filters.min_price ?? defaults.min}
        max={filters.max_price ?? defaults.max}
        onApply={({ min_price, max_price }) =>
          // A bound left at the shop's own floor or ceiling is no limit at all: it stays out of the link.
          onChange({
            min_price: min_price === defaults.min ? undefined : min_price,
            max_price: max_price === defaults.max ? undefined : max_price,
          })
        }
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Show only</legend>
        <Checkbox
          label="In Stock Only"
          checked={filters.in_stock === true}
          onChange={(e) => onChange({ in_stock: e.target.checked || undefined })}
        />
        <Checkbox
          label="Featured Products"
          checked={filters.featured === true}
          onChange={(e) => onChange({ featured: e.target.checked || undefined })}
        />
      </fieldset>
    </section>
  );
}
