import { formatNprDecimal, type VendorStats } from '@pasal/domain';
import { Bell, Package, Receipt, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';

type Card = { label: string; icon: typeof Package; value: (stats: VendorStats) => ReactNode };

/** Spec §2 dashboard cards; revenue in rupees (PRODUCT.md: NPR everywhere). */
const CARDS: Card[] = [
  { label: 'Total Products', icon: Package, value: (stats) => formatCount(stats.products) },
  { label: 'Total Orders', icon: Receipt, value: (stats) => formatCount(stats.orders) },
  { label: 'Total Revenue', icon: Wallet, value: (stats) => formatNprDecimal(stats.revenue) },
];

type StatCardsProps = {
  stats: VendorStats | undefined;
  failed: boolean;
  /** Orders with notifications not yet opened (issue 17); undefined while loading. */
  unread: number | undefined;
  unreadFailed: boolean;
};

const cardClass = 'flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-card';

function CardBody({
  icon: Icon,
  label,
  value,
  failed,
}: {
  icon: typeof Package;
  label: string;
  value: ReactNode;
  failed: boolean;
}) {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col-reverse">
        <span className="text-sm text-ink-muted">{label}</span>
        {value !== undefined ? (
          <span className="text-2xl font-bold text-ink tabular-nums [overflow-wrap:anywhere]">{value}</span>
        ) : failed ? (
          <span className="text-2xl font-bold text-ink-subtle">–</span>
        ) : (
          <Skeleton className="my-1 h-6 w-16" />
        )}
      </span>
    </>
  );
}

export function StatCards({ stats, failed, unread, unreadFailed }: StatCardsProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!stats && !failed}>
      {CARDS.map(({ label, icon, value }) => (
        <li key={label} className={cardClass}>
          <CardBody icon={icon} label={label} value={stats && value(stats)} failed={failed} />
        </li>
      ))}
      <li>
        {/* The count leads to the screen that clears it. */}
        <Link
          to="/vendor/notifications/"
          className={`${cardClass} h-full hover:border-brand-300 hover:bg-canvas`}
        >
          <CardBody
            icon={Bell}
            label="Unread Notifications"
            value={unread === undefined ? undefined : formatCount(unread)}
            failed={unreadFailed}
          />
        </Link>
      </li>
    </ul>
  );
}
