import { formatNpr, rupeesToPaisa } from '@pasal/domain';
import { X } from 'lucide-react';
import { useCategories } from '../../../api/get-categories.ts';
import type { SearchFilters } from '../lib/search-params.ts';

type ActiveFiltersProps = { filters: SearchFilters; onChange: (change: Partial<SearchFilters>) => void };

const rupees = (value: number) => formatNpr(rupeesToPaisa(value));

/** The filters in force as chips, each removable: on a phone the panel itself is folded away. */
export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const { data: categories } = useCategories();
  const chips: Array<{ label: string; clear: Partial<SearchFilters> }> = [];
  if (filters.category !== undefined) {
    const title = categories?.find((c) => c.id === filters.category)?.title ?? 'Category';
    chips.push({ label: title, clear: { category: undefined } });
  }
  if (filters.min_price !== undefined || filters.max_price !== undefined) {
    const { min_price: min, max_price: max } = filters;
    const label =
      min !== undefined && max !== undefined
        ? `${rupees(min)} – ${rupees(max)}`
        : min !== undefined
          ? `From ${rupees(min)}`
          : `Up to ${rupees(max ?? 0)}`;
    chips.push({ label, clear: { min_price: undefined, max_price: undefined } });
  }
  if (filters.in_stock) chips.push({ label: 'In stock only', clear: { in_stock: undefined } });
  if (chips.length === 0) return null;

  return (
    <ul className="flex flex-wrap gap-2" aria-label="Filters in use">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.clear)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {chip.label}
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">(remove filter)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
