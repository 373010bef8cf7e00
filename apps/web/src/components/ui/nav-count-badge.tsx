import { clsx } from 'clsx';

type NavCountBadgeProps = {
  count: number;
  /** What the number counts when read aloud ("3 unread"). */
  noun: string;
  /** Counts that want attention (unread) are red; plain totals grey. */
  alert?: boolean;
};

/** A menu item's count: nothing at 0, "99+" past 99, and its noun for screen readers. */
export function NavCountBadge({ count, noun, alert = false }: NavCountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="nav-count"
      className={clsx(
        'ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-2xs font-bold',
        alert ? 'bg-accent-600 text-white' : 'bg-slate-200 text-ink',
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
