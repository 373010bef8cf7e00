import { describe, expect, it } from 'vitest';
import { calendarMonth, chartMonths, nepalMonthOf, nepalMonthStart, nepalYearOf } from './chart-months.ts';

const months = (range: Parameters<typeof chartMonths>[0], now: string) =>
  chartMonths(range, new Date(now)).months.map(calendarMonth);

describe('chart months (Nepal time, +05:45)', () => {
  it('puts an instant in the month it is in Kathmandu, not in UTC', () => {
    // 18:15 UTC on 31 January is midnight of 1 February in Kathmandu.
    expect(calendarMonth(nepalMonthOf(new Date('2026-01-31T18:14:59Z')))).toBe(1);
    expect(calendarMonth(nepalMonthOf(new Date('2026-01-31T18:15:00Z')))).toBe(2);
    expect(nepalYearOf(new Date('2025-12-31T18:15:00Z'))).toBe(2026);
    expect(nepalMonthStart(nepalMonthOf(new Date('2026-03-10T00:00:00Z')))).toEqual(
      new Date('2026-02-28T18:15:00Z'),
    );
  });

  it('gives every month of each range, oldest first, ending with this month', () => {
    expect(months('last_6_months', '2026-03-15T06:00:00Z')).toEqual([10, 11, 12, 1, 2, 3]);
    expect(months('last_12_months', '2026-03-15T06:00:00Z')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    expect(months('year_to_date', '2026-03-15T06:00:00Z')).toEqual([1, 2, 3]);
    expect(months('year_to_date', '2026-01-02T00:00:00Z')).toEqual([1]);
    // Still 31 December in UTC, already January in Kathmandu.
    expect(months('year_to_date', '2025-12-31T20:00:00Z')).toEqual([1]);
    expect(months('year_to_date', '2026-12-20T00:00:00Z')).toHaveLength(12);
  });

  it('bounds the range by the first instant of its first month and of the month after it', () => {
    const { from, until } = chartMonths('last_6_months', new Date('2026-03-15T06:00:00Z'));
    expect(from).toEqual(new Date('2025-09-30T18:15:00Z'));
    expect(until).toEqual(new Date('2026-03-31T18:15:00Z'));
  });
});
