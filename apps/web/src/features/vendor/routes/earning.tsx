import { formatNprDecimal } from '@pasal/domain/plain';
import { CalendarDays, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useEarningMonths } from '../api/earning-months.ts';
import { useEarningSummary } from '../api/earning-summary.ts';
import { EarningFiltersBar } from '../components/earning-filters-bar.tsx';
import { EarningTracker } from '../components/earning-tracker.tsx';
import { EarningTrend } from '../components/earning-trend.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { EARNING_FILTER_SHAPE } from '../lib/earning-filters.ts';

const NO_FILTERS = {};

/** Spec §2 vendor Earnings: the two cards, the trend, and the tracker with its filters and Export. */
export default function EarningPage() {
  const vendorId = useVendorId();
  const summary = useEarningSummary(vendorId);
  // Every month, unfiltered: the trend's bars and the years the filter offers.
  const all = useEarningMonths(vendorId, NO_FILTERS);
  const { filters, update, reset } = useAddressFilters(EARNING_FILTER_SHAPE);
  const years = useMemo(() => [...new Set(all.data?.map((row) => row.year))], [all.data]);
  const earning = summary.data;
  const net = (amount: string, payable: string) =>
    `Commission ${formatNprDecimal(amount)} · Net payable ${formatNprDecimal(payable)}`;

  return (
    <div className="space-y-8">
      <PageTitle title="Earnings" description="What your shop has earned, month by month." className="mb-0" />
      <StatCards
        cards={[
          {
            label: 'Monthly Revenue',
            icon: CalendarDays,
            value: earning && formatNprDecimal(earning.monthly_revenue),
            note: earning && net(earning.monthly_commission, earning.monthly_net_payable),
            failed: summary.isError,
          },
          {
            label: 'Total Revenue',
            icon: Wallet,
            value: earning && formatNprDecimal(earning.total_revenue),
            note: earning && net(earning.total_commission, earning.total_net_payable),
            failed: summary.isError,
          },
        ]}
      />
      <EarningTrend rows={all.data} error={all.error} onRetry={() => all.refetch()} />
      <EarningTracker
        vendorId={vendorId}
        filters={filters}
        commissionPercent={earning?.commission_percent}
        filtersBar={<EarningFiltersBar filters={filters} onChange={update} onReset={reset} years={years} />}
        onReset={reset}
      />
    </div>
  );
}
