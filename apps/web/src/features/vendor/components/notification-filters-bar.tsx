import {
  NOTIFICATION_SEEN_FILTERS,
  VENDOR_NOTIFICATION_SORT_LABELS,
  VENDOR_NOTIFICATION_SORTS,
  vendorNotificationsQuerySchema,
} from '@pasal/domain';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { NOTIFICATION_SEEN_LABELS, type NotificationFilters } from '../lib/notification-filters.ts';
import { SettledInput } from './review-settled-input.tsx';

/** A price box as the server reads it (the shared schema): blank or not a number is no limit. */
const priceOf = (text: string) => vendorNotificationsQuerySchema.shape.min_price.safeParse(text).data;

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
  const price = (value: number | undefined) => (value === undefined ? '' : String(value));
  return (
    <search
      aria-label="Filter notifications"
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 shadow-card md:grid-cols-4 xl:items-end"
    >
      <Field label="Search" className="col-span-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            aria-hidden="true"
          />
          <SettledInput
            type="search"
            placeholder="Order id, customer or product"
            value={filters.query ?? ''}
            onSettle={(query) => onChange({ query: query || undefined }, { replace: true })}
            className="pl-9"
          />
        </div>
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
      <Field label="From date" className="min-w-0">
        <Input
          type="date"
          value={filters.start_date ?? ''}
          max={filters.end_date}
          onChange={(event) => onChange({ start_date: event.target.value || undefined })}
        />
      </Field>
      <Field label="To date" className="min-w-0">
        <Input
          type="date"
          value={filters.end_date ?? ''}
          min={filters.start_date}
          onChange={(event) => onChange({ end_date: event.target.value || undefined })}
        />
      </Field>
      <Field label="Min price (Rs.)" className="min-w-0">
        <SettledInput
          inputMode="decimal"
          placeholder="0"
          value={price(filters.min_price)}
          onSettle={(text) => onChange({ min_price: priceOf(text) }, { replace: true })}
        />
      </Field>
      <Field label="Max price (Rs.)" className="min-w-0">
        <SettledInput
          inputMode="decimal"
          placeholder="Any"
          value={price(filters.max_price)}
          onSettle={(text) => onChange({ max_price: priceOf(text) }, { replace: true })}
        />
      </Field>
      <Button variant="ghost" onClick={onReset} className="col-span-2 md:col-span-4 md:justify-self-end">
        Reset Filters
      </Button>
    </search>
  );
}
