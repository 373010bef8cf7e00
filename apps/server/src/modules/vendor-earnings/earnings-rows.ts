import {
  EARNINGS_MONTHS,
  paisaToDecimal,
  rupeesToPaisa,
  type VendorMonthlyEarningQuery,
  type VendorMonthlyEarningRow,
} from '@pasal/domain';
import { calendarMonth } from '../vendor-dashboard/chart-months.ts';
import { commissionOf, type MonthRevenue } from './earnings.service.ts';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Percent change versus the older value, to one decimal; 0 without one or when it was 0 (spec §2). */
export function growthPercent(current: number, older: number | undefined): number {
  if (!older) return 0;
  return Math.round(((current - older) / older) * 1000) / 10;
}

interface Row extends VendorMonthlyEarningRow {
  /** Paisa, for the revenue filters. */
  paisa: number;
}

/**
 * The tracker's rows, newest first, from `revenueByMonth`: growth against the next older row
 * (read before the extra row it fetched is dropped), commission and net payable.
 */
export function earningRows(months: readonly MonthRevenue[], commissionPercent: number): Row[] {
  return months.slice(0, EARNINGS_MONTHS).map((m, i) => {
    const { commission, netPayable } = commissionOf(m.revenue, commissionPercent);
    return {
      year: Math.floor(m.month / 12),
      month: calendarMonth(m.month),
      sales_count: m.orders,
      total_earning: paisaToDecimal(m.revenue),
      commission: paisaToDecimal(commission),
      net_payable: paisaToDecimal(netPayable),
      growth: growthPercent(m.revenue, months[i + 1]?.revenue),
      paisa: m.revenue,
    };
  });
}

/** Whether a row's month matches the tracker's text search: its name, number or year. */
function matchesText(row: Row, query: string) {
  const words = query.toLowerCase();
  const name = MONTH_NAMES[row.month - 1] ?? '';
  const padded = String(row.month).padStart(2, '0');
  const labels = [`${name} ${row.year}`, `${row.year}-${padded}`, `${padded}/${row.year}`];
  return labels.some((label) => label.includes(words));
}

/**
 * The tracker's filters over the bounded rows (at most `EARNINGS_MONTHS`): the same for the JSON
 * and the CSV, so Export downloads what the screen shows. Revenue bounds are rupees, inclusive.
 */
export function filterEarningRows(
  rows: readonly Row[],
  q: VendorMonthlyEarningQuery,
): VendorMonthlyEarningRow[] {
  return rows
    .filter(
      (row) =>
        (q.query === undefined || matchesText(row, q.query)) &&
        (q.month === undefined || row.month === q.month) &&
        (q.year === undefined || row.year === q.year) &&
        (q.min_revenue === undefined || row.paisa >= rupeesToPaisa(q.min_revenue)) &&
        (q.max_revenue === undefined || row.paisa <= rupeesToPaisa(q.max_revenue)),
    )
    .map(({ paisa: _paisa, ...row }) => row);
}
