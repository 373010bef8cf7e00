import type { ProductDetail } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

type OptionGroupProps = { legend: string; chosen?: string; error?: string; children: ReactNode };

/** A named radio group: arrow keys move between options, the choice is read with its legend. */
function OptionGroup({ legend, chosen, error, children }: OptionGroupProps) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {chosen && <span className="font-normal text-ink-muted">: {chosen}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && <p className="mt-1.5 text-sm font-medium text-danger-600">{error}</p>}
    </fieldset>
  );
}

const optionClass = clsx(
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-surface px-3.5 text-sm font-medium text-ink transition-colors',
  'border-line-strong hover:border-ink-subtle',
  'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-1 has-checked:ring-brand-700',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
);

/** A native radio (arrow keys, form semantics) drawn as a button; the label is the whole target. */
function OptionRadio({
  group,
  name,
  checked,
  onPick,
  className,
  children,
}: {
  group: string;
  name: string;
  checked: boolean;
  onPick: (name: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={clsx(optionClass, className)}>
      <input
        type="radio"
        name={group}
        value={name}
        checked={checked}
        onChange={() => onPick(name)}
        className="sr-only"
      />
      {children}
    </label>
  );
}

type PickerProps<T> = {
  options: T[];
  value: string;
  onChange: (name: string) => void;
  error?: string;
  /** The radio group's form name, unique on the page. */
  group: string;
};

/** Spec §2 size buttons; a size with its own price shows it, since choosing it changes the price. */
export function SizePicker({
  options,
  value,
  onChange,
  error,
  group,
}: PickerProps<ProductDetail['size'][number]>) {
  return (
    <OptionGroup legend="Size" chosen={value} error={error}>
      {options.map((size) => (
        <OptionRadio
          key={size.id}
          group={group}
          name={size.name}
          checked={value === size.name}
          onPick={onChange}
        >
          {size.name}
          {size.price && <span className="text-xs text-ink-muted">{formatNprDecimal(size.price)}</span>}
        </OptionRadio>
      ))}
    </OptionGroup>
  );
}

/** Spec §2 colour swatches, each with its name beside the colour so no one has to tell shades apart. */
export function ColorPicker({
  options,
  value,
  onChange,
  error,
  group,
}: PickerProps<ProductDetail['color'][number]>) {
  return (
    <OptionGroup legend="Colour" chosen={value} error={error}>
      {options.map((color) => {
        const checked = value === color.name;
        return (
          <OptionRadio
            key={color.id}
            group={group}
            name={color.name}
            checked={checked}
            onPick={onChange}
            className="pl-2"
          >
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full ring-1 ring-black/15 ring-inset"
              style={{ backgroundColor: color.color_code }}
            >
              {checked && <Check className="size-4 text-white drop-shadow-[0_0_1px_rgb(0_0_0)]" />}
            </span>
            {color.name}
          </OptionRadio>
        );
      })}
    </OptionGroup>
  );
}
