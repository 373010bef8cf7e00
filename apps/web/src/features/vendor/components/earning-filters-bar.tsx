import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ParamChange } from '../hooks/earning-params.ts';
import { monthName } from '../lib/chart-ranges.ts';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

type EarningFiltersBarProps = {
  params: URLSearchParams;
  onChange: (change: ParamChange, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** The years the shop has sales in, newest first (spec §2 lists fixed ones; the data knows better). */
  years: number[];
};

/** Spec §2 tracker filters: text, month, year, min and max revenue, all in the address. */
export function EarningFiltersBar({ params, onChange, onReset, years }: EarningFiltersBarProps) {
  const box = (name: string) => ({
    value: params.get(name) ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange({ [name]: event.target.value }, { replace: true }),
  });
  const select = (name: string) => ({
    value: params.get(name) ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <search
      aria-label="Filter earnings"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card xl:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] xl:items-end"
    >
      <Field label="Search" className="col-span-2 xl:col-span-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <Input
            type="search"
            placeholder="Month or year, e.g. March 2025"
            className="pl-9"
            {...box('query')}
          />
        </div>
      </Field>
      <Field label="Month" className="min-w-0">
        <Select {...select('month')}>
          <option value="">All</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, { long: true })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Year" className="min-w-0">
        <Select {...select('year')}>
          <option value="">All</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Min revenue (Rs.)" className="min-w-0">
        <Input inputMode="decimal" placeholder="0" {...box('min_revenue')} />
      </Field>
      <Field label="Max revenue (Rs.)" className="min-w-0">
        <Input inputMode="decimal" placeholder="Any" {...box('max_revenue')} />
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset
      </Button>
    </search>
  );
}
