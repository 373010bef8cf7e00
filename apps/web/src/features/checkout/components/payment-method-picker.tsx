import type { PaymentMethod } from '@pasal/domain';
import { clsx } from 'clsx';
import { Banknote, CreditCard, Landmark, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { EsewaLogo, KhaltiLogo, type MethodIconProps } from './wallet-logos.tsx';

export type PaymentOption = { id: PaymentMethod; label: string };

type MethodDetails = {
  icon: ComponentType<MethodIconProps>;
  note: string;
  /** What happens when the shopper presses the button, said under it. */
  next: string;
};

export const METHOD_DETAILS: Record<PaymentMethod, MethodDetails> = {
  cod: {
    icon: Banknote,
    note: 'Pay in cash when your order arrives.',
    next: 'Your order is confirmed now; pay the courier when it arrives.',
  },
  esewa: {
    icon: EsewaLogo,
    note: 'Pay from your eSewa wallet.',
    next: 'You will sign in to eSewa and confirm, then come back here.',
  },
  khalti: {
    icon: KhaltiLogo,
    note: 'Pay from your Khalti wallet.',
    next: 'You will sign in to Khalti and confirm, then come back here.',
  },
  paypal: {
    icon: Wallet,
    note: 'Pay with your PayPal account, in US dollars.',
    next: 'You will approve the payment on PayPal, then come back here.',
  },
  connectips: {
    icon: Landmark,
    note: 'Pay straight from your Nepali bank account.',
    next: 'You will sign in to ConnectIPS with your bank, then come back here.',
  },
  stripe: {
    icon: CreditCard,
    note: 'Visa, Mastercard and other cards, on a secure page.',
    next: 'You will enter your card on a secure payment page, then come back here.',
  },
};

type PaymentMethodPickerProps = {
  options: readonly PaymentOption[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

/** Spec §2 payment method radios, one card per method the server offers (spec §5). */
export function PaymentMethodPicker({ options, value, onChange, disabled }: PaymentMethodPickerProps) {
  return (
    <fieldset disabled={disabled} className="space-y-2.5">
      <legend className="mb-3 text-lg font-semibold text-ink">Payment method</legend>
      {options.map((option) => {
        const { icon: Icon, note } = METHOD_DETAILS[option.id];
        const checked = value === option.id;
        return (
          <label
            key={option.id}
            className={clsx(
              'flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border bg-surface px-4 py-3 transition-colors',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
              checked
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : 'border-line-strong hover:border-ink-subtle',
            )}
          >
            <input
              type="radio"
              name="payment_method"
              value={option.id}
              checked={checked}
              onChange={() => onChange(option.id)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{option.label}</span>
              <span className="block text-sm text-ink-muted">{note}</span>
            </span>
            <Icon
              className={clsx('size-6 shrink-0', checked ? 'text-brand-700' : 'text-ink-subtle')}
              aria-hidden="true"
            />
          </label>
        );
      })}
    </fieldset>
  );
}
