import { MIN_QUANTITY } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldControl } from './field.tsx';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** Names the product for the − and + buttons, e.g. "Decrease quantity of MacBook Pro". */
  itemName?: string;
  className?: string;
};

/** Spec §5: anything not a number becomes 1 (the minimum), and − is disabled at the minimum. */
export function toQuantity(text: string, max = Number.POSITIVE_INFINITY): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(n, max);
}

const stepClass =
  'inline-flex size-11 items-center justify-center text-ink transition-colors hover:bg-canvas disabled:cursor-not-allowed disabled:text-ink-subtle disabled:opacity-50';

/** − [qty] +; typed text is kept while typing and settled on blur. Sits inside a Field for its label. */
export function QuantityStepper({ value, onChange, max, itemName, className }: QuantityStepperProps) {
  const field = useFieldControl();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const of = itemName ? ` of ${itemName}` : '';

  function commit(next: string) {
    const qty = toQuantity(next, max);
    setText(String(qty));
    if (qty !== value) onChange(qty);
  }

  return (
    <div
      className={clsx(
        'inline-flex h-12 w-fit items-stretch self-start overflow-hidden rounded-md border border-line-strong bg-surface',
        className,
      )}
    >
      <button
        type="button"
        className={stepClass}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        disabled={value <= MIN_QUANTITY}
        aria-label={`Decrease quantity${of}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        id={field?.id}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          // Settles the number instead of submitting the form with the value from before.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit(event.currentTarget.value);
        }}
        className="w-14 border-x border-line-strong text-center text-base font-semibold text-ink focus-visible:outline-2 focus-visible:-outline-offset-2"
      />
      <button
        type="button"
        className={stepClass}
        onClick={() => onChange(Math.min(max ?? Number.POSITIVE_INFINITY, value + 1))}
        disabled={max !== undefined && value >= max}
        aria-label={`Increase quantity${of}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
