import type { ShopSummary } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';
import { CalendarCheck, LayoutGrid, Package, Tag } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';

type ShopStatsProps = { summary: ShopSummary | undefined; failed: boolean };

/** Spec §2's four stat cards, over the shop's whole published catalogue. */
export function ShopStats({ summary, failed }: ShopStatsProps) {
  const stats = [
    { label: 'Total Products', icon: Package, value: summary && formatCount(summary.total_products) },
    { label: 'Categories', icon: LayoutGrid, value: summary && formatCount(summary.categories.length) },
    { label: 'Average Price', icon: Tag, value: summary && formatNprDecimal(summary.average_price) },
    { label: 'Active Since', icon: CalendarCheck, value: summary && String(summary.active_since) },
  ];
  return (
    <ul
      aria-label="Shop at a glance"
      aria-busy={!summary && !failed}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {stats.map(({ label, icon: Icon, value }) => (
        <li
          key={label}
          className="flex min-w-0 items-center gap-3 rounded-lg border border-line bg-surface p-3 shadow-card sm:p-4"
        >
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <p className="text-xs font-medium text-ink-muted sm:text-sm">{label}</p>
            <p className="text-base font-bold break-words text-ink tabular-nums sm:text-xl">
              {value ??
                (failed ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">Not available</span>
                  </>
                ) : (
                  <Skeleton className="my-1 h-5 w-16" />
                ))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
