import { type FormEvent, useState } from 'react';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

type PriceRangeProps = {
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { min_price: number | undefined; max_price: number | undefined }) => void;
};

/** Blank, or anything not a number, means "no limit" (spec §5: empty filters are not applied). */
function toRupees(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Min and max price in rupees, applied together with one button (not on every keystroke). */
export function PriceRange({ min, max, onApply }: PriceRangeProps) {
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const min_price = toRupees(minText);
    const max_price = toRupees(maxText);
    if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
      setError('The minimum price is above the maximum');
      return;
    }
    setError(undefined);
    onApply({ min_price, max_price });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Price range">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Price (Rs.)</legend>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Minimum price" hideLabel error={error}>
            <Input
              inputMode="numeric"
              placeholder="Min"
              value={minText}
              onChange={(e) => setMinText(e.target.value.replace(/[^\d.]/g, ''))}
            />
          </Field>
          <Field label="Maximum price" hideLabel>
            <Input
              inputMode="numeric"
              placeholder="Max"
              value={maxText}
              onChange={(e) => setMaxText(e.target.value.replace(/[^\d.]/g, ''))}
            />
          </Field>
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
        Apply price
      </Button>
    </form>
  );
}
