import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type TableProps = ComponentProps<'table'> & { caption: ReactNode; hideCaption?: boolean };

/** Scrolls sideways on phones instead of squeezing columns; the caption names it for screen readers. */
export function Table({ caption, hideCaption = true, className, children, ...props }: TableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className={clsx('w-full border-collapse text-left text-sm', className)} {...props}>
        <caption className={clsx(hideCaption ? 'sr-only' : 'px-4 py-3 text-left font-semibold')}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** `dense`: narrower side padding, for a table with many columns beside a sidebar. */
type CellProps<T extends 'th' | 'td'> = ComponentProps<T> & { dense?: boolean };

export function Th({ className, dense = false, ...props }: CellProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-line bg-canvas py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase',
        dense ? 'px-2.5' : 'px-4',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, dense = false, ...props }: CellProps<'td'>) {
  return (
    <td
      className={clsx('border-b border-line py-3 align-middle', dense ? 'px-2.5' : 'px-4', className)}
      {...props}
    />
  );
}
