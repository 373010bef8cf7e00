import { COUPON_DISCOUNT_BANDS, COUPON_STATUS_FILTERS } from '@pasal/domain';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ParamChange } from '../hooks/earning-params.ts';

const STATUS_LABELS = { all: 'All', active: 'Active', inactive: 'Inactive' } as const;
const BANDS = Object.keys(COUPON_DISCOUNT_BANDS);

type CouponFiltersBarProps = {
  params: URLSearchParams;
  onChange: (change: ParamChange, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** Spec §2 coupon filters: search, status and discount range, all in the address. */
export function CouponFiltersBar({ params, onChange, onReset }: CouponFiltersBarProps) {
  return (
    <search
      aria-label="Filter coupons"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card lg:grid-cols-[2fr_repeat(2,minmax(0,1fr))_auto] lg:items-end"
    >
      <Field label="Search" className="col-span-2 lg:col-span-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <Input
            type="search"
            placeholder="Coupon code"
            className="pl-9"
            value={params.get('query') ?? ''}
            onChange={(event) => onChange({ query: event.target.value }, { replace: true })}
          />
        </div>
      </Field>
      <Field label="Status" className="min-w-0">
        <Select
          value={params.get('status') ?? 'all'}
          onChange={(event) =>
            onChange({ status: event.target.value === 'all' ? undefined : event.target.value })
          }
        >
          {COUPON_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Discount" className="min-w-0">
        <Select value={params.get('band') ?? ''} onChange={(event) => onChange({ band: event.target.value })}>
          <option value="">All</option>
          {BANDS.map((band) => (
            <option key={band} value={band}>
              {band}%
            </option>
          ))}
        </Select>
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 lg:col-span-1">
        Reset
      </Button>
    </search>
  );
}
