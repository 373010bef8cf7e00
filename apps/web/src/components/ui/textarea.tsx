import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { controlClasses, useFieldControl } from './field.tsx';

export function Textarea({ className, id, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      id={id ?? field?.id}
      rows={rows}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx(controlClasses, 'py-2.5', className)}
      {...props}
    />
  );
}
