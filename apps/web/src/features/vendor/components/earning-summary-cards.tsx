import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export type SummaryCard = {
  label: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  /** A line under the figure, e.g. the commission and net payable. */
  note?: ReactNode;
};

/**
 * The summary cards above the earnings and coupon screens (spec §2), drawn as the dashboard's
 * are: an icon, the figure, its label.
 */
export function SummaryCards({ cards, failed }: { cards: SummaryCard[]; failed: boolean }) {
  return (
    <ul
      className="grid gap-3 sm:grid-cols-2"
      aria-busy={cards.some((card) => card.value === undefined) && !failed}
    >
      {cards.map(({ label, icon: Icon, value, note }) => (
        <li
          key={label}
          className="flex items-center gap-4 rounded-lg border border-line bg-surface p-4 shadow-card"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="flex flex-col-reverse">
              <span className="text-sm text-ink-muted">{label}</span>
              {value !== undefined ? (
                <span className="text-2xl font-bold text-ink tabular-nums [overflow-wrap:anywhere]">
                  {value}
                </span>
              ) : failed ? (
                <span className="text-2xl font-bold text-ink-subtle">–</span>
              ) : (
                <Skeleton className="my-1 h-6 w-16" />
              )}
            </span>
            {note && value !== undefined && <span className="mt-1 text-xs text-ink-subtle">{note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
