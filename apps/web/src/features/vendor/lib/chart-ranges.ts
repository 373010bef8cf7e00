import type { VendorChartRange } from '@pasal/domain';
import { VENDOR_CHART_RANGES } from '@pasal/domain/plain';

/** Spec §9 ranges, as the selector reads them. */
export const RANGE_LABELS: Record<VendorChartRange, string> = {
  last_6_months: 'Last 6 months',
  last_12_months: 'Last 12 months',
  year_to_date: 'Year to date',
};

export const DEFAULT_RANGE: VendorChartRange = 'last_6_months';

/** The range in the address (`?range=`), or the default for anything else. */
export function readRange(value: string | null): VendorChartRange {
  return (VENDOR_CHART_RANGES as readonly string[]).includes(value ?? '')
    ? (value as VendorChartRange)
    : DEFAULT_RANGE;
}

// en-US: "Sep", where en-GB writes "Sept" and the axis's labels would not line up.
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** 1 → "Jan" (the axis), or with `long` → "January" (tooltips and the screen-reader table). */
export function monthName(month: number, { long = false } = {}): string {
  const date = new Date(Date.UTC(2000, month - 1, 1));
  return (long ? longMonthFormat : monthFormat).format(date);
}
