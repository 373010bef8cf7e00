import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A checkbox inside its label, so the whole line is one 44px-high target. */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink',
        className,
      )}
    >
      <input type="checkbox" className="size-5 shrink-0 accent-brand-700" {...props} />
      {label}
    </label>
  );
}
