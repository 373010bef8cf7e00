import { COUNTRIES } from '@pasal/domain';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

type CountryFieldProps = ComponentProps<'select'> & {
  label?: ReactNode;
  error?: string | undefined;
  /** The text of a first, empty choice, where the country may be left unset. */
  noneLabel?: string;
};

/**
 * The country as a choice from the closed list (Nepal first), never free text: what is sent is
 * always an entry's English name, so tax follows the country and not its spelling. Spread
 * react-hook-form's `register(name)` into it.
 */
export function CountryField({
  label = 'Country',
  error,
  noneLabel,
  required,
  className,
  ...props
}: CountryFieldProps) {
  return (
    <Field label={label} error={error} required={required} className={className}>
      <Select autoComplete="country-name" required={required} {...props}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.name}>
            {country.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
