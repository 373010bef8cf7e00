import type { VendorChartRange } from '@pasal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The dashboard's months are Nepal's (spec issue 16): a sale at 00:15 on the 1st is that month's. */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
/** Nepal has kept +05:45 all year since 1986, with no daylight saving. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** A calendar month as one number (year × 12 + month − 1), so months compare and step by 1. */
export type MonthIndex = number;

/** The Nepal month an instant falls in. */
export function nepalMonthOf(at: Date): MonthIndex {
  const local = new Date(at.getTime() + NEPAL_OFFSET_MS);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

/** The Nepal year an instant falls in (a shop's "member since"). */
export const nepalYearOf = (at: Date) => Math.floor(nepalMonthOf(at) / 12);

/** The instant a Nepal month begins: midnight of its 1st in Kathmandu. */
export function nepalMonthStart(month: MonthIndex): Date {
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1) - NEPAL_OFFSET_MS);
}

/** 1..12, as the chart rows carry it. */
export const calendarMonth = (month: MonthIndex) => (month % 12) + 1;

/**
 * The months a chart range shows, oldest first, ending with the month of `now`:
 * `last_6_months` is this month and the 5 before, `last_12_months` 12, `year_to_date`
 * January to this month. `from`/`until` bound the instants that fall in them.
 */
export function chartMonths(range: VendorChartRange, now: Date) {
  const current = nepalMonthOf(now);
  const count = range === 'last_6_months' ? 6 : range === 'last_12_months' ? 12 : (current % 12) + 1;
  const first = current - count + 1;
  const months = Array.from({ length: count }, (_, i) => first + i);
  return { months, from: nepalMonthStart(first), until: nepalMonthStart(current + 1) };
}

/** The Nepal month of a timestamp column, as a MonthIndex computed by the database. */
export function nepalMonthSql(column: PgColumn): SQL<number> {
  // A literal, not a parameter: GROUP BY must see the same expression as the select list.
  const local = sql`(${column} at time zone ${sql.raw(`'${NEPAL_TIME_ZONE}'`)})`;
  return sql<number>`(extract(year from ${local})::int * 12 + extract(month from ${local})::int - 1)`;
}
