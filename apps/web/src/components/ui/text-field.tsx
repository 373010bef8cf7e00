import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content under the input, such as the password strength meter. */
  after?: ReactNode;
};

/**
 * A labelled input with its error under it: the one shape of every text box in a form. Spread
 * react-hook-form's `register(name)` into it. A password gets the show/hide toggle.
 */
export function TextField({
  label,
  error,
  hint,
  after,
  required,
  className,
  type,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {type === 'password' ? (
        <PasswordInput required={required} {...props} />
      ) : (
        <Input type={type} required={required} {...props} />
      )}
      {after}
    </Field>
  );
}
