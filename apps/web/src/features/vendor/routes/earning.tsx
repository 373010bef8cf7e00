import { formatNprDecimal } from '@pasal/domain';
import { CalendarDays, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useEarningMonths } from '../api/earning-months.ts';
import { useEarningSummary } from '../api/earning-summary.ts';
import { EarningFiltersBar } from '../components/earning-filters-bar.tsx';
import { SummaryCards } from '../components/earning-summary-cards.tsx';
import { EarningTracker } from '../components/earning-tracker.tsx';
import { EarningTrend } from '../components/earning-trend.tsx';
import { useFilterParams } from '../hooks/earning-params.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { readEarningFilters } from '../lib/earning-filters.ts';

/** Typing settles this long before the rows are asked for again. */
const TYPING_MS = 400;

const NO_FILTERS = {};

/** Spec §2 vendor Earnings: the two cards, the trend, and the tracker with its filters and Export. */
export default function EarningPage() {
  const vendorId = useVendorId();
  const summary = useEarningSummary(vendorId);
  // Every month, unfiltered: the trend's bars and the years the filter offers.
  const all = useEarningMonths(vendorId, NO_FILTERS);
  const { params, set, reset } = useFilterParams();
  const asked = useMemo(() => readEarningFilters(params), [params]);
  const filters = useDebouncedValue(asked, TYPING_MS);
  const years = useMemo(() => [...new Set(all.data?.map((row) => row.year))], [all.data]);
  const earning = summary.data;
  const net = (amount: string, payable: string) =>
    `Commission ${formatNprDecimal(amount)} · Net payable ${formatNprDecimal(payable)}`;

  return (
    <div className="space-y-8">
      <PageTitle title="Earnings" description="What your shop has earned, month by month." className="mb-0" />
      <SummaryCards
        failed={summary.isError}
        cards={[
          {
            label: 'Monthly Revenue',
            icon: CalendarDays,
            value: earning && formatNprDecimal(earning.monthly_revenue),
            note: earning && net(earning.monthly_commission, earning.monthly_net_payable),
          },
          {
            label: 'Total Revenue',
            icon: Wallet,
            value: earning && formatNprDecimal(earning.total_revenue),
            note: earning && net(earning.total_commission, earning.total_net_payable),
          },
        ]}
      />
      <EarningTrend rows={all.data} error={all.error} onRetry={() => all.refetch()} />
      <EarningTracker
        vendorId={vendorId}
        filters={filters}
        settling={asked !== filters}
        commissionPercent={earning?.commission_percent}
        filtersBar={<EarningFiltersBar params={params} onChange={set} onReset={reset} years={years} />}
        onReset={reset}
      />
    </div>
  );
}
