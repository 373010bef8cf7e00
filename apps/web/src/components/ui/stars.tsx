import { STAR_SCALE } from '@pasal/domain';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';

type StarsProps = { rating: number; count?: number; size?: 'sm' | 'md'; className?: string };

/** Partial stars are drawn by clipping a filled row over an empty one. */
export function Stars({ rating, count, size = 'sm', className }: StarsProps) {
  const value = Math.min(STAR_SCALE, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const rounded = Math.round(value * 10) / 10;
  const icon = size === 'sm' ? 'size-3.5' : 'size-5';
  const row = (filled: boolean) =>
    Array.from({ length: STAR_SCALE }, (_, i) => (
      <Star
        // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional
        key={i}
        aria-hidden="true"
        className={clsx(
          icon,
          'shrink-0',
          filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
        )}
      />
    ));
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <span className="relative inline-flex">
        <span className="flex">{row(false)}</span>
        <span
          className="absolute inset-0 flex overflow-hidden"
          style={{ width: `${(value / STAR_SCALE) * 100}%` }}
        >
          {row(true)}
        </span>
      </span>
      <span className="sr-only">
        Rated {rounded} out of {STAR_SCALE}
        {count !== undefined && `, ${count} ${count === 1 ? 'review' : 'reviews'}`}
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="text-xs text-ink-subtle">
          ({count})
        </span>
      )}
    </span>
  );
}
