import { formatNprDecimal, type VendorStats } from '@pasal/domain';
import { Package, Receipt, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';

type Card = { label: string; icon: typeof Package; value: (stats: VendorStats) => ReactNode };

/** Spec §2 dashboard cards; revenue in rupees (PRODUCT.md: NPR everywhere). */
const CARDS: Card[] = [
  { label: 'Total Products', icon: Package, value: (stats) => formatCount(stats.products) },
  { label: 'Total Orders', icon: Receipt, value: (stats) => formatCount(stats.orders) },
  { label: 'Total Revenue', icon: Wallet, value: (stats) => formatNprDecimal(stats.revenue) },
];

export function StatCards({ stats, failed }: { stats: VendorStats | undefined; failed: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-busy={!stats && !failed}>
      {CARDS.map(({ label, icon: Icon, value }) => (
        <li
          key={label}
          className="flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-card"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-col-reverse">
            <span className="text-sm text-ink-muted">{label}</span>
            {stats ? (
              <span className="text-2xl font-bold text-ink tabular-nums [overflow-wrap:anywhere]">
                {value(stats)}
              </span>
            ) : failed ? (
              <span className="text-2xl font-bold text-ink-subtle">–</span>
            ) : (
              <Skeleton className="my-1 h-6 w-16" />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
