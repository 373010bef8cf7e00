import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClasses, useFieldControl } from './field.tsx';

export function Select({ className, id, children, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <div className={clsx('relative', className)}>
      <select
        id={id ?? field?.id}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        className={clsx(controlClasses, 'h-11 appearance-none pr-9')}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
      />
    </div>
  );
}
