import { formatNpr, rupeesToPaisa } from '@pasal/domain/plain';
import { X } from 'lucide-react';

const rupees = (value: number) => formatNpr(rupeesToPaisa(value));

/** A price filter's chip: "Rs. 2,000 – Rs. 5,000", "From Rs. 2,000" or "Up to Rs. 5,000" (rupees in). */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${rupees(min)} – ${rupees(max)}`;
  return min !== undefined ? `From ${rupees(min)}` : `Up to ${rupees(max ?? 0)}`;
}

export type FilterChip = { key: string; label: string; onRemove: () => void };

/** The filters in force as chips, each removable: on a phone the panel that set them is folded away. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Filters in use">
      {chips.map((chip) => (
        <li key={chip.key} className="min-w-0">
          <button
            type="button"
            onClick={chip.onRemove}
            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2.5 pl-3.5 text-left text-sm font-medium break-words text-brand-800 hover:bg-brand-100"
          >
            <span className="min-w-0">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">(remove filter)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
