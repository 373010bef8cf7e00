import type { VendorMonthlyEarningRow } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Download, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, Td, Th } from '../../../components/ui/table.tsx';
import { formatCount } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { downloadEarningsCsv, useEarningMonths } from '../api/earning-months.ts';
import { monthName } from '../lib/chart-ranges.ts';
import { type EarningFilters, formatGrowth } from '../lib/earning-filters.ts';
import { NoMatches } from './no-matches.tsx';

const monthLabel = (row: VendorMonthlyEarningRow) => `${monthName(row.month, { long: true })} ${row.year}`;

function growthTone(growth: number) {
  if (growth > 0) return 'text-success-600';
  if (growth < 0) return 'text-danger-600';
  return 'text-ink-muted';
}

type EarningTrackerProps = {
  vendorId: number;
  filters: EarningFilters;
  commissionPercent: number | undefined;
  /** The filters, between the heading and the rows. */
  filtersBar: ReactNode;
  onReset: () => void;
};

/**
 * Spec §2 "Revenue Tracker": Month, Orders, Revenue, Growth, with the marketplace's commission
 * and the net payable of each month (PRODUCT.md), and Export of exactly these rows as CSV.
 */
export function EarningTracker({
  vendorId,
  filters,
  commissionPercent,
  filtersBar,
  onReset,
}: EarningTrackerProps) {
  const months = useEarningMonths(vendorId, filters);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadEarningsCsv(vendorId, filters);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Could not export the earnings. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  const commission = commissionPercent === undefined ? 'Commission' : `Commission (${commissionPercent}%)`;
  return (
    <section aria-labelledby="revenue-tracker" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="revenue-tracker" className="text-lg font-semibold text-ink">
          Revenue Tracker
        </h2>
        <Button variant="secondary" onClick={exportCsv} loading={exporting} disabled={!months.data?.length}>
          {!exporting && <Download className="size-4" aria-hidden="true" />}
          Export
        </Button>
      </div>
      {filtersBar}
      <div aria-busy={months.isFetching}>
        <QueryView
          query={months}
          loading={<Skeleton className="h-64 w-full" />}
          errorTitle="Could not load your earnings"
          isEmpty={(rows) => rows.length === 0}
          empty={<NoMatches icon={SearchX} title="No records found" filtered onReset={onReset} />}
        >
          {(rows) => (
            <div className={clsx(months.isPlaceholderData && 'opacity-60 transition-opacity')}>
              {/* Focusable: on a narrow screen the columns scroll sideways, and keys must reach them too. */}
              <Table caption="Revenue per month, newest first" tabIndex={0}>
                <thead>
                  <tr>
                    <Th>Month</Th>
                    <Th className="text-right">Orders</Th>
                    <Th className="text-right">Revenue</Th>
                    <Th className="text-right">{commission}</Th>
                    <Th className="text-right">Net payable</Th>
                    <Th className="text-right">Growth</Th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.year}-${row.month}`} data-month={`${row.year}-${row.month}`}>
                      <Td className="font-medium whitespace-nowrap text-ink">{monthLabel(row)}</Td>
                      <Td className="text-right tabular-nums">{formatCount(row.sales_count)}</Td>
                      <Td className="text-right whitespace-nowrap tabular-nums">
                        {formatNprDecimal(row.total_earning)}
                      </Td>
                      <Td className="text-right whitespace-nowrap tabular-nums">
                        {formatNprDecimal(row.commission)}
                      </Td>
                      <Td className="text-right whitespace-nowrap tabular-nums">
                        {formatNprDecimal(row.net_payable)}
                      </Td>
                      <Td className={clsx('text-right font-medium tabular-nums', growthTone(row.growth))}>
                        {formatGrowth(row.growth)}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
