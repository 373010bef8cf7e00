import type { VendorMonthlyEarningRow } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';
import { lazy, Suspense } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TrendPoint } from '../api/get-trend-chart.ts';

// Code-split as on the dashboard: the charting library is the biggest download of the vendor area.
const TrendChart = lazy(() => import('./trend-chart.tsx'));

/** Bars of the most recent months with sales. */
const TREND_MONTHS = 12;

const chartSkeleton = <Skeleton className="h-60 w-full" />;

type EarningTrendProps = {
  /** Every month's row, newest first, unfiltered: the trend is the shop's, not the search's. */
  rows: VendorMonthlyEarningRow[] | undefined;
  error: unknown;
  onRetry: () => void;
};

/** The axis in Nepal's short units (45K, 1.2L, 3Cr): a shop's months run from hundreds to crores. */
const shortRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Spec §2 "Revenue Trend": one bar per month, oldest on the left, in rupees. */
export function EarningTrend({ rows, error, onRetry }: EarningTrendProps) {
  const points: TrendPoint[] | undefined = rows
    ?.slice(0, TREND_MONTHS)
    .reverse()
    .map((row) => ({ month: row.month, value: Number(row.total_earning) }));
  return (
    <Card>
      <section aria-labelledby="revenue-trend">
        <CardHeader>
          <h2 id="revenue-trend" className="font-semibold text-ink">
            Revenue Trend
          </h2>
          <p className="sr-only">The Revenue Tracker below lists the same figures month by month.</p>
        </CardHeader>
        <CardBody>
          {error ? (
            <ErrorState title="Could not load the revenue trend" error={error} onRetry={onRetry} />
          ) : points === undefined ? (
            chartSkeleton
          ) : points.length === 0 ? (
            <p className="py-16 text-center text-sm text-ink-muted">No sales yet.</p>
          ) : (
            <Suspense fallback={chartSkeleton}>
              <TrendChart
                points={points}
                series="Revenue"
                color="var(--color-brand-600)"
                formatValue={formatNprDecimal}
                formatTick={(value) => shortRupees.format(value)}
                axisWidth={52}
              />
            </Suspense>
          )}
        </CardBody>
      </section>
    </Card>
  );
}
