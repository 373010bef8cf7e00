import type { VendorChartRange } from '@pasal/domain';
import { VENDOR_CHART_RANGES } from '@pasal/domain/plain';
import { lazy, Suspense, useId } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { type TrendKind, type TrendPoint, useTrendChart } from '../api/get-trend-chart.ts';
import { monthName, RANGE_LABELS, readRange } from '../lib/chart-ranges.ts';

// Code-split: the charting library is the biggest download of the vendor area.
const TrendChart = lazy(() => import('./trend-chart.tsx'));

const chartSkeleton = <Skeleton className="h-60 w-full" />;

type ChartCardProps = {
  kind: TrendKind;
  vendorId: number;
  range: VendorChartRange;
  title: string;
  series: string;
  color: string;
};

function ChartCard({ kind, vendorId, range, title, series, color }: ChartCardProps) {
  const chart = useTrendChart(kind, vendorId, range);
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} aria-busy={chart.isFetching}>
        <CardHeader>
          <h3 id={headingId} className="font-semibold text-ink">
            {title}
          </h3>
        </CardHeader>
        <CardBody className={chart.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {chart.isPending ? (
            chartSkeleton
          ) : chart.isError ? (
            <ErrorState
              title={`Could not load the ${title.toLowerCase()}`}
              error={chart.error}
              onRetry={() => chart.refetch()}
              retrying={chart.isRefetching}
            />
          ) : (
            <>
              <Suspense fallback={chartSkeleton}>
                <TrendChart points={chart.data} series={series} color={color} />
              </Suspense>
              <ChartTable caption={`${title}, ${RANGE_LABELS[range]}`} series={series} points={chart.data} />
            </>
          )}
        </CardBody>
      </section>
    </Card>
  );
}

/** The bars' numbers for screen readers (the drawing itself is hidden from them). */
function ChartTable({ caption, series, points }: { caption: string; series: string; points: TrendPoint[] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">{series}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: months are positional (a range may span a year end)
          <tr key={index}>
            <th scope="row">{monthName(point.month, { long: true })}</th>
            <td>{formatCount(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec §2 "Sales Analytics": the range selector (kept in the address) and the two trends. */
export function SalesAnalytics({ vendorId }: { vendorId: number }) {
  const [params, setParams] = useAddressParams();
  const range = readRange(params.get('range'));
  const headingId = useId();

  function choose(next: VendorChartRange) {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('range', next);
        return out;
      },
      { replace: true },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Sales Analytics
        </h2>
        <Field label="Range" className="w-full sm:w-52">
          <Select value={range} onChange={(event) => choose(readRange(event.target.value))}>
            {VENDOR_CHART_RANGES.map((value) => (
              <option key={value} value={value}>
                {RANGE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          kind="orders"
          vendorId={vendorId}
          range={range}
          title="Orders Trend"
          series="Total Orders"
          color="var(--color-brand-600)"
        />
        <ChartCard
          kind="products"
          vendorId={vendorId}
          range={range}
          title="Products Trend"
          series="Total Products"
          color="var(--color-accent-500)"
        />
      </div>
    </section>
  );
}
