import { STAR_SCALE } from '@pasal/domain/plain';
import { clsx } from 'clsx';

type StarsProps = { rating: number; count?: number; size?: 'sm' | 'md'; className?: string };

/** One star's side, in rem. */
const STAR_REM = { sm: 0.875, md: 1.25 } as const;

/**
 * A row of STAR_SCALE stars as one element: lucide's star (index.css `.star-row`) repeated as a
 * mask over a colour. Lists show a rating on every card; ten SVGs per card were most of a server-
 * rendered page's HTML.
 */
function StarRow({ size, filled }: { size: 'sm' | 'md'; filled: boolean }) {
  const side = `${STAR_REM[size]}rem`;
  return (
    <span
      aria-hidden="true"
      className={clsx('star-row block', filled ? 'bg-amber-400' : 'bg-slate-200')}
      style={{ width: `${STAR_REM[size] * STAR_SCALE}rem`, height: side, maskSize: `${side} ${side}` }}
    />
  );
}

/** Partial stars are drawn by clipping a filled row over an empty one. */
export function Stars({ rating, count, size = 'sm', className }: StarsProps) {
  const value = Math.min(STAR_SCALE, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <span className="relative inline-flex shrink-0">
        <StarRow size={size} filled={false} />
        <span
          className="absolute inset-0 overflow-hidden"
          style={{ width: `${(value / STAR_SCALE) * 100}%` }}
        >
          <StarRow size={size} filled />
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
