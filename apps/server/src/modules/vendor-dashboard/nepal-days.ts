import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nepalMonthStart } from './chart-months.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Nepal calendar day (`YYYY-MM-DD`) begins; Nepal keeps no daylight saving. */
export function nepalDayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(nepalMonthStart(year * 12 + month - 1).getTime() + (date - 1) * DAY_MS);
}

/**
 * A filter's date range on a timestamp (a column or an aggregate such as `max(created_at)`):
 * from the start of the first Nepal day to the end of the last one, both included; either end
 * may be left open.
 */
export function nepalDayRange(at: PgColumn | SQL, start: string | undefined, end: string | undefined) {
  const bounds: SQL[] = [];
  if (start) bounds.push(sql`${at} >= ${nepalDayStart(start).toISOString()}::timestamptz`);
  if (end)
    bounds.push(sql`${at} < ${new Date(nepalDayStart(end).getTime() + DAY_MS).toISOString()}::timestamptz`);
  return bounds.length ? and(...bounds) : undefined;
}
