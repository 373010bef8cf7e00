import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** The e-mail box of the account forms, with the keyboard and autofill a phone needs for it. */
export function EmailField({
  error,
  ...registration
}: UseFormRegisterReturn & { error?: string | undefined }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      {...registration}
    />
  );
}

type StoreNameFieldProps = UseFormRegisterReturn & { error?: string | undefined; className?: string };

/** The shop's name (PRODUCT.md "Becoming a vendor"), at sign-up or when opening a shop later. */
export function StoreNameField({ error, className, ...registration }: StoreNameFieldProps) {
  return (
    <TextField
      label="Store name"
      autoComplete="organization"
      required
      hint="Shoppers see this name on your shop page and products."
      error={error}
      className={className}
      {...registration}
    />
  );
}

type NewPasswordFieldsProps = {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** What is typed in the password box, for the strength meter. */
  value: string;
  passwordLabel: string;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
};

/** A new password with its strength meter (spec §4), and the box that confirms it. */
export function NewPasswordFields({
  password,
  confirm,
  value,
  passwordLabel,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
        after={<PasswordStrengthMeter password={value} />}
        {...password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirm}
      />
    </>
  );
}

/** The full-width button that sends an account form, busy while it is sent. */
export function SubmitButton({ busy, ...props }: ComponentProps<'button'> & { busy: boolean }) {
  return <Button type="submit" size="lg" className="w-full" loading={busy} {...props} />;
}
