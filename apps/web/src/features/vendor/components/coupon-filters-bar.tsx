import { COUPON_DISCOUNT_BANDS, COUPON_STATUS_FILTERS, type CouponDiscountBand } from '@pasal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { CouponFilters } from '../lib/coupon-filters.ts';
import { SearchInput } from './filter-inputs.tsx';

const STATUS_LABELS = { all: 'All', active: 'Active', inactive: 'Inactive' } as const;
const BANDS = Object.keys(COUPON_DISCOUNT_BANDS) as CouponDiscountBand[];

type CouponFiltersBarProps = {
  filters: CouponFilters;
  onChange: (change: Partial<CouponFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** Spec §2 coupon filters: search, status and discount range, all in the address. */
export function CouponFiltersBar({ filters, onChange, onReset }: CouponFiltersBarProps) {
  return (
    <search
      aria-label="Filter coupons"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card lg:grid-cols-[2fr_repeat(2,minmax(0,1fr))_auto] lg:items-end"
    >
      <Field label="Search" className="col-span-2 lg:col-span-1">
        <SearchInput
          placeholder="Coupon code"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Status" className="min-w-0">
        <Select
          value={filters.status}
          onChange={(event) =>
            onChange({ status: COUPON_STATUS_FILTERS.find((status) => status === event.target.value) })
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
        <Select
          value={filters.band ?? ''}
          onChange={(event) => onChange({ band: BANDS.find((band) => band === event.target.value) })}
        >
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
