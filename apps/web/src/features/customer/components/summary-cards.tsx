import type { CustomerSummary } from '@pasal/domain';
import { Bell, Heart, type LucideIcon, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';

const CARDS: { key: keyof CustomerSummary; label: string; to: string; icon: LucideIcon }[] = [
  { key: 'orders', label: 'Orders', to: '/customer/orders/', icon: Package },
  { key: 'wishlist', label: 'Wishlist', to: '/customer/wishlist/', icon: Heart },
  { key: 'unread_notifications', label: 'Unread notifications', to: '/customer/notifications/', icon: Bell },
];

/** The dashboard's three counts, each a way into its page. */
export function SummaryCards({ summary }: { summary: CustomerSummary | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {CARDS.map(({ key, label, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-card transition-shadow hover:border-brand-200 hover:shadow-raised"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex flex-col">
              {summary ? (
                <span className="text-2xl font-bold text-ink tabular-nums">{formatCount(summary[key])}</span>
              ) : (
                <Skeleton className="my-1 h-6 w-10" />
              )}
              <span className="text-sm text-ink-muted">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
