import { SHOP_SORTS, type ShopSort } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { LayoutGrid, List, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  activeFilterCount,
  keptBySearch,
  ratingLabel,
  SEARCH_PARAM,
  SHOP_RATINGS,
  SHOP_SORT_LABELS,
  type ShopFilterChange,
  type ShopFilters,
  type ShopView,
} from '../lib/shop-filters.ts';

type ShopToolbarProps = {
  filters: ShopFilters;
  onChange: (change: ShopFilterChange) => void;
  onViewChange: (view: ShopView) => void;
  onReset: () => void;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
};

/** The words typed are sent on Enter (or the button), not on every keystroke. */
function ShopSearch({
  query,
  kept,
  onSearch,
}: {
  query: string;
  kept: [string, string][];
  onSearch: (query: string | undefined) => void;
}) {
  const [text, setText] = useState(query);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  }
  return (
    <search aria-label="Search this shop" className="block min-w-0 xl:flex-1">
      {/* Named fields: submitted before the page is hydrated, the form asks for the same address. */}
      <form onSubmit={onSubmit} className="flex min-w-0 items-end gap-2">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label="Search this shop" hideLabel className="min-w-0 flex-1">
          <Input
            type="search"
            name={SEARCH_PARAM}
            placeholder="Search name or description"
            value={text}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => {
              setText(e.target.value);
              // The box's own clear button (or deleting every letter) shows everything again.
              if (e.target.value === '' && query !== '') onSearch(undefined);
            }}
          />
        </Field>
        <Button type="submit" variant="primary" size="icon" aria-label="Search">
          <Search className="size-5" aria-hidden="true" />
        </Button>
      </form>
    </search>
  );
}

const VIEWS = [
  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
] as const;

/** Spec §2's toolbar: search, sort, minimum rating, grid or list, the Filters panel, Reset. */
export function ShopToolbar({
  filters,
  onChange,
  onViewChange,
  onReset,
  panelId,
  panelOpen,
  onTogglePanel,
}: ShopToolbarProps) {
  const count = activeFilterCount(filters);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-card sm:p-4 xl:flex-row xl:items-end">
      <ShopSearch
        // Remounted when the address changes underneath (Back, Reset, a removed chip).
        key={filters.query ?? ''}
        query={filters.query ?? ''}
        kept={keptBySearch(filters)}
        onSearch={(query) => onChange({ query })}
      />
      <div className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap xl:flex-nowrap">
        <Field label="Sort by" className="min-w-0 md:w-52">
          <Select
            value={filters.sort ?? 'newest'}
            onChange={(e) => onChange({ sort: e.target.value as ShopSort })}
          >
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SHOP_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Minimum rating" className="min-w-0 md:w-44">
          <Select
            value={filters.min_rating ?? ''}
            onChange={(e) => onChange({ min_rating: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any rating</option>
            {SHOP_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {ratingLabel(stars)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="col-span-2 flex flex-wrap items-center gap-2 md:ml-auto">
          <fieldset className="inline-flex overflow-hidden rounded-md border border-line-strong shadow-card">
            <legend className="sr-only">View</legend>
            {VIEWS.map(({ view, label, icon: Icon }) => (
              <button
                key={view}
                type="button"
                aria-pressed={filters.view === view}
                aria-label={label}
                title={label}
                onClick={() => onViewChange(view)}
                className={clsx(
                  'inline-flex size-11 items-center justify-center transition-colors not-first:border-l not-first:border-line-strong',
                  filters.view === view ? 'bg-brand-700 text-white' : 'bg-surface text-ink hover:bg-brand-50',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </button>
            ))}
          </fieldset>
          <Button
            variant="secondary"
            className="px-3!"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={onTogglePanel}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters{count > 0 && ` (${count})`}
          </Button>
          <Button
            variant="ghost"
            className="px-3!"
            title="Reset"
            onClick={onReset}
            disabled={count === 0 && !filters.sort}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {/* A phone's row has room for the icon only; the word stays the button's name. */}
            <span className="max-sm:sr-only">Reset</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
