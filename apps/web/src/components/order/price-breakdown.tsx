import { COD_ROUNDING_LABEL, decimalToPaisa, formatNpr, formatNprDecimal } from '@pasal/domain/plain';
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
  /** Paisa dropped from a cash-on-delivery total (already off `total`); shown when there are any. */
  codRounding?: string;
};

/** One label and amount of a price summary (a `<dl>` row). */
export function AmountRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

type PriceBreakdownProps = {
  amounts: PriceAmounts;
  className?: string;
  /**
   * The vendor's order summary (spec §2) always has a "Total Discount" row, 0 too; elsewhere the
   * coupon's row shows only when there is a saving.
   */
  discountRow?: 'when-saved' | 'total-discount';
};

/** Spec §2: Subtotal, Shipping, Tax, Service Fee and Total in NPR, as the server priced them. */
export function PriceBreakdown({ amounts, className, discountRow = 'when-saved' }: PriceBreakdownProps) {
  const saved = amounts.saved ? (decimalToPaisa(amounts.saved) ?? 0) : 0;
  const rounding = amounts.codRounding ? (decimalToPaisa(amounts.codRounding) ?? 0) : 0;
  const always = discountRow === 'total-discount';
  return (
    <dl className={clsx('space-y-2.5 text-sm text-ink-muted', className)}>
      <AmountRow label="Subtotal" value={formatNprDecimal(amounts.subTotal)} />
      <AmountRow label="Shipping" value={formatNprDecimal(amounts.shipping)} />
      <AmountRow label="Tax" value={formatNprDecimal(amounts.tax)} />
      <AmountRow label="Service Fee" value={formatNprDecimal(amounts.serviceFee)} />
      {(always || saved > 0) && (
        <AmountRow
          label={always ? 'Total Discount' : 'Coupon savings'}
          value={saved > 0 ? `− ${formatNprDecimal(amounts.saved ?? '0')}` : formatNprDecimal(0)}
          className="text-success-600 [&_dd]:text-success-600"
        />
      )}
      {rounding > 0 && <AmountRow label={COD_ROUNDING_LABEL} value={`−${formatNpr(rounding)}`} />}
      <AmountRow
        label="Total"
        value={formatNprDecimal(amounts.total)}
        className="border-t border-line pt-3 text-base font-bold text-ink [&_dd]:text-lg"
      />
    </dl>
  );
}
