import { vendorMonthlyEarningQuerySchema } from '@pasal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { monthName } from '../lib/chart-ranges.ts';
import type { EarningFilters } from '../lib/earning-filters.ts';
import { AmountRangeFields, SearchInput } from './filter-inputs.tsx';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A revenue box as the server reads it (the shared schema): blank or not a number is no limit. */
const { min_revenue: revenueBox } = vendorMonthlyEarningQuerySchema.shape;

/** A select's choice as a number; "All" (blank) takes the filter away. */
const chosen = (value: string) => (value ? Number(value) : undefined);

type EarningFiltersBarProps = {
  filters: EarningFilters;
  onChange: (change: EarningFilters, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** The years the shop has sales in, newest first (spec §2 lists fixed ones; the data knows better). */
  years: number[];
};

/** Spec §2 tracker filters: text, month, year, min and max revenue, all in the address. */
export function EarningFiltersBar({ filters, onChange, onReset, years }: EarningFiltersBarProps) {
  return (
    <search
      aria-label="Filter earnings"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card xl:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] xl:items-end"
    >
      <Field label="Search" className="col-span-2 xl:col-span-1">
        <SearchInput
          placeholder="Month or year, e.g. March 2025"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Month" className="min-w-0">
        <Select
          value={filters.month ?? ''}
          onChange={(event) => onChange({ month: chosen(event.target.value) })}
        >
          <option value="">All</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, { long: true })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Year" className="min-w-0">
        <Select
          value={filters.year ?? ''}
          onChange={(event) => onChange({ year: chosen(event.target.value) })}
        >
          <option value="">All</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </Field>
      <AmountRangeFields noun="revenue" filters={filters} schema={revenueBox} onChange={onChange} />
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset
      </Button>
    </search>
  );
}
