import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext, useId } from 'react';

type FieldContextValue = { id: string; describedBy: string | undefined; invalid: boolean };

const FieldContext = createContext<FieldContextValue | null>(null);

/** Input, Select and Textarea read this so a Field wires id, aria-invalid and aria-describedby for them. */
export function useFieldControl() {
  return useContext(FieldContext);
}

type FieldProps = {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Visually hides the label (it stays the control's accessible name). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
};

export function Field({ label, children, hint, error, required, hideLabel, id, className }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = clsx(
  'w-full rounded-md border border-line-strong bg-surface px-3 text-base text-ink shadow-sm sm:text-sm',
  'placeholder:text-ink-subtle transition-colors hover:border-ink-subtle',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-subtle',
  // CSS counts every <select> as read-only; only a read-only text box should look it.
  '[&:read-only:not(select)]:bg-canvas [&:read-only:not(select)]:text-ink-muted',
  '[&:read-only:not(select)]:hover:border-line-strong',
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600',
);
