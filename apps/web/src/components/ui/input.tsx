import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { controlClasses, useFieldControl } from './field.tsx';

export function Input({ className, id, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx(controlClasses, 'h-11', className)}
      {...props}
    />
  );
}
