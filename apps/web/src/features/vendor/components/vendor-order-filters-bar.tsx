import {
  VENDOR_ORDER_FILTER_LABELS,
  VENDOR_ORDER_PAYMENT_FILTERS,
  VENDOR_ORDER_SORTS,
  VENDOR_ORDER_STATUS_FILTERS,
} from '@pasal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { VendorOrderFilters } from '../lib/vendor-order-filters.ts';
import { SearchInput } from './filter-inputs.tsx';

type VendorOrderFiltersBarProps = {
  filters: VendorOrderFilters;
  onChange: (change: Partial<VendorOrderFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** The choice among `values` that `value` names (a select only ever sends one of them). */
const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * Spec §2 "Orders": search by order id, customer name or e-mail; payment status, order status
 * and date order. The search applies once typing settles, the selects at once; all of it lives in
 * the address and is applied by the server.
 */
export function VendorOrderFiltersBar({ filters, onChange, onReset }: VendorOrderFiltersBarProps) {
  const labels = VENDOR_ORDER_FILTER_LABELS;
  return (
    <search
      aria-label="Filter orders"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card xl:grid-cols-[2fr_repeat(3,minmax(0,1fr))_auto] xl:items-end"
    >
      <Field label="Search" className="col-span-2 xl:col-span-1">
        <SearchInput
          placeholder="Order id, customer name or e-mail"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Payment Status" className="min-w-0">
        <Select
          value={filters.payment_status}
          onChange={(event) =>
            onChange({ payment_status: pick(VENDOR_ORDER_PAYMENT_FILTERS, event.target.value) ?? 'all' })
          }
        >
          {VENDOR_ORDER_PAYMENT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {labels.payment[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Order Status" className="min-w-0">
        <Select
          value={filters.order_status}
          onChange={(event) =>
            onChange({ order_status: pick(VENDOR_ORDER_STATUS_FILTERS, event.target.value) ?? 'all' })
          }
        >
          {VENDOR_ORDER_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {labels.status[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Date" className="col-span-2 min-w-0 xl:col-span-1">
        <Select
          value={filters.sort}
          onChange={(event) => onChange({ sort: pick(VENDOR_ORDER_SORTS, event.target.value) ?? 'latest' })}
        >
          {VENDOR_ORDER_SORTS.map((value) => (
            <option key={value} value={value}>
              {labels.sort[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 xl:col-span-1">
        Reset
      </Button>
    </search>
  );
}
