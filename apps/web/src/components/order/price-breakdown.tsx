import { decimalToPaisa, formatNprDecimal } from '@pasal/domain';
import { clsx } from 'clsx';

/** Amounts as the server sent them (decimal strings): the page only shows them, never sums them. */
export type PriceAmounts = {
  subTotal: string;
  shipping: string;
  tax: string;
  serviceFee: string;
  total: string;
  /** The coupon's saving; the row shows only when there is one. */
  saved?: string;
};

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec §2: Subtotal, Shipping, Tax, Service Fee and Total in NPR, as the server priced them. */
export function PriceBreakdown({ amounts, className }: { amounts: PriceAmounts; className?: string }) {
  const saved = amounts.saved ? (decimalToPaisa(amounts.saved) ?? 0) : 0;
  return (
    <dl className={clsx('space-y-2.5 text-sm text-ink-muted', className)}>
      <Row label="Subtotal" value={formatNprDecimal(amounts.subTotal)} />
      <Row label="Shipping" value={formatNprDecimal(amounts.shipping)} />
      <Row label="Tax" value={formatNprDecimal(amounts.tax)} />
      <Row label="Service Fee" value={formatNprDecimal(amounts.serviceFee)} />
      {saved > 0 && amounts.saved && (
        <Row
          label="Coupon savings"
          value={`− ${formatNprDecimal(amounts.saved)}`}
          className="text-success-600 [&_dd]:text-success-600"
        />
      )}
      <Row
        label="Total"
        value={formatNprDecimal(amounts.total)}
        className="border-t border-line pt-3 text-base font-bold text-ink [&_dd]:text-lg"
      />
    </dl>
  );
}
