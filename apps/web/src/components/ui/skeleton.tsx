import { clsx } from 'clsx';

/** A grey placeholder block; the loading region itself carries aria-busy, so this stays silent. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-shimmer rounded-md bg-slate-200', className)} />;
}
