import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../lib/format.ts';
import type { TrendPoint } from '../api/get-trend-chart.ts';
import { monthName } from '../lib/chart-ranges.ts';

type TrendChartProps = {
  points: TrendPoint[];
  /** What a bar counts, e.g. "Total Orders" (spec §2), shown in the tooltip. */
  series: string;
  color: string;
  /** A bar's value in the tooltip; counts by default. */
  formatValue?: (value: number) => string;
  /** The value axis' numbers, kept short enough for `axisWidth`. */
  formatTick?: (value: number) => string;
  axisWidth?: number;
};

/**
 * One bar per month, month names on the axis. Its own chunk (loaded lazily): the charting
 * library is downloaded by the vendor dashboard only. Drawn for the eye; SalesAnalytics gives
 * screen readers the same numbers as a table. Clipped: the hidden tooltip box is placed before
 * it is first shown and would otherwise widen a phone's page.
 */
export default function TrendChart({
  points,
  series,
  color,
  formatValue = formatCount,
  formatTick,
  axisWidth = 44,
}: TrendChartProps) {
  const data = points.map((point) => ({
    label: monthName(point.month),
    month: monthName(point.month, { long: true }),
    value: point.value,
  }));
  return (
    <div aria-hidden="true" className="h-60 w-full min-w-0 overflow-hidden">
      <BarChart
        responsive
        width="100%"
        height="100%"
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        {/* Every month where they fit; on a phone's twelve months, every other one. */}
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 12 }}
          interval="preserveStartEnd"
          minTickGap={4}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 12 }}
          width={axisWidth}
          tickFormatter={formatTick}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-brand-50)' }}
          labelFormatter={(_, payload) => payload[0]?.payload?.month ?? ''}
          formatter={(value) => [formatValue(Number(value)), series]}
        />
        <Bar dataKey="value" name={series} fill={color} radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </div>
  );
}
