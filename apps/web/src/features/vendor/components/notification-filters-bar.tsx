import {
  NOTIFICATION_SEEN_FILTERS,
  VENDOR_NOTIFICATION_SORT_LABELS,
  VENDOR_NOTIFICATION_SORTS,
  vendorNotificationsQuerySchema,
} from '@pasal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { NOTIFICATION_SEEN_LABELS, type NotificationFilters } from '../lib/notification-filters.ts';
import { AmountRangeFields, DateRangeFields, SearchInput } from './filter-inputs.tsx';

/** A price box as the server reads it (the shared schema): blank or not a number is no limit. */
const { min_price: priceBox } = vendorNotificationsQuerySchema.shape;

type NotificationFiltersBarProps = {
  filters: NotificationFilters;
  onChange: (change: Partial<NotificationFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * Spec §2 notifications: search by order id, customer name or product title; sort; read state;
 * a date range; min and max price (this shop's total of the order); Reset Filters.
 */
export function NotificationFiltersBar({ filters, onChange, onReset }: NotificationFiltersBarProps) {
  return (
    <search
      aria-label="Filter notifications"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card md:grid-cols-4 xl:items-end"
    >
      <Field label="Search" className="col-span-2">
        <SearchInput
          placeholder="Order id, customer or product"
          query={filters.query}
          onSearch={(query) => onChange({ query }, { replace: true })}
        />
      </Field>
      <Field label="Sort" className="min-w-0">
        <Select
          value={filters.sort}
          onChange={(event) =>
            onChange({ sort: VENDOR_NOTIFICATION_SORTS.find((s) => s === event.target.value) })
          }
        >
          {VENDOR_NOTIFICATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {VENDOR_NOTIFICATION_SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status" className="min-w-0">
        <Select
          value={filters.seen}
          onChange={(event) =>
            onChange({ seen: NOTIFICATION_SEEN_FILTERS.find((s) => s === event.target.value) })
          }
        >
          {NOTIFICATION_SEEN_FILTERS.map((seen) => (
            <option key={seen} value={seen}>
              {NOTIFICATION_SEEN_LABELS[seen]}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields filters={filters} onChange={onChange} />
      <AmountRangeFields noun="price" filters={filters} schema={priceBox} onChange={onChange} />
      <Button variant="ghost" onClick={onReset} className="col-span-2 md:col-span-4 md:justify-self-end">
        Reset Filters
      </Button>
    </search>
  );
}
