import {
  ORDER_DATE_FILTERS,
  ORDER_FILTER_LABELS,
  ORDER_PAYMENT_FILTERS,
  ORDER_PRICE_FILTERS,
  ORDER_STATUS_FILTERS,
} from '@pasal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { hasOrderFilters, type OrderFilterName, type OrderFilters } from '../lib/order-filters.ts';

const FILTERS: { name: OrderFilterName; label: string; values: readonly string[] }[] = [
  { name: 'date', label: 'Date', values: ORDER_DATE_FILTERS },
  { name: 'price', label: 'Total', values: ORDER_PRICE_FILTERS },
  { name: 'payment', label: 'Payment', values: ORDER_PAYMENT_FILTERS },
  { name: 'status', label: 'Order status', values: ORDER_STATUS_FILTERS },
];

type OrderFiltersBarProps = {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  onReset: () => void;
};

/** Spec §9's four filters: date, price, payment and order status. Empty means not applied. */
export function OrderFiltersBar({ filters, onChange, onReset }: OrderFiltersBarProps) {
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 sm:rounded-lg sm:border sm:border-line sm:bg-surface sm:p-4 sm:shadow-card lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <legend className="sr-only">Filter orders</legend>
      {FILTERS.map(({ name, label, values }) => (
        <Field key={name} label={label}>
          <Select value={filters[name]} onChange={(e) => onChange({ [name]: e.target.value })}>
            {values.map((value) => (
              <option key={value} value={value}>
                {(ORDER_FILTER_LABELS[name] as Record<string, string>)[value]}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      <Button
        variant="ghost"
        onClick={onReset}
        disabled={!hasOrderFilters(filters)}
        className="col-span-2 lg:col-span-1"
      >
        Clear filters
      </Button>
    </fieldset>
  );
}
