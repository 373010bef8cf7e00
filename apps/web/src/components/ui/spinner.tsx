import { clsx } from 'clsx';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; null when the surrounding control already says it is busy. */
  label?: string | null;
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
      )}
    />
  );
  if (label === null) return <span className={clsx('inline-flex', className)}>{ring}</span>;
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
