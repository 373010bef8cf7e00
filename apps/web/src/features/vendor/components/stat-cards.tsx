import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export type StatCard = {
  label: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  /** Its call failed: a dash stands for the figure. */
  failed: boolean;
  /** A line under the figure, e.g. the commission and net payable. */
  note?: ReactNode;
  /** The screen the figure leads to (the unread count: the screen that clears it). */
  to?: string;
};

const cardClass = 'flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-card';

function CardBody({ icon: Icon, label, value, failed, note }: StatCard) {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="flex flex-col-reverse">
          <span className="text-sm text-ink-muted">{label}</span>
          {value !== undefined ? (
            <span className="text-2xl font-bold text-ink tabular-nums [overflow-wrap:anywhere]">{value}</span>
          ) : failed ? (
            <span className="text-2xl font-bold text-ink-subtle">–</span>
          ) : (
            <Skeleton className="my-1 h-6 w-16" />
          )}
        </span>
        {note && value !== undefined && <span className="mt-1 text-xs text-ink-subtle">{note}</span>}
      </span>
    </>
  );
}

/**
 * The row of figure cards above a vendor screen (spec §2: the dashboard's counts, the earnings
 * and coupon summaries): an icon, the figure, its label. Two a row from a small screen up;
 * `className` widens the grid where there are more.
 */
export function StatCards({ cards, className }: { cards: StatCard[]; className?: string }) {
  return (
    <ul
      className={clsx('grid gap-3 sm:grid-cols-2', className)}
      aria-busy={cards.some((card) => card.value === undefined && !card.failed)}
    >
      {cards.map((card) =>
        card.to ? (
          <li key={card.label}>
            <Link to={card.to} className={`${cardClass} h-full hover:border-brand-300 hover:bg-canvas`}>
              <CardBody {...card} />
            </Link>
          </li>
        ) : (
          <li key={card.label} className={cardClass}>
            <CardBody {...card} />
          </li>
        ),
      )}
    </ul>
  );
}
