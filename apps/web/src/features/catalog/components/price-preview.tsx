import { FALLBACK_COUNTRY, formatNpr, formatPercent, previewLine, taxRateBpOf } from '@pasal/domain/plain';
import { useId } from 'react';
import { usePricingRates } from '../../../api/get-pricing-rates.ts';
import { AmountRow } from '../../../components/order/price-breakdown.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

type PricePreviewProps = {
  /** The chosen size's price, or the product's (decimal string or number as the API sent it). */
  unitPrice: string | number;
  shippingAmount: string | number;
  qty: number;
};

/**
 * "What you pay" for the chosen size and quantity, delivered in Nepal (issue 18: no surprises at
 * checkout): priced by the domain's `priceLine` with the rates the server states, so it is what
 * the cart and the order will charge.
 */
export function PricePreview({ unitPrice, shippingAmount, qty }: PricePreviewProps) {
  const { data: rates, isPending, isError } = usePricingRates();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-canvas p-4">
      <h2 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        What you pay <span className="font-normal text-ink-muted">· delivered in {FALLBACK_COUNTRY}</span>
      </h2>
      {isError ? (
        <p className="text-sm text-ink-muted">
          VAT and the service fee are added in the cart, before you pay.
        </p>
      ) : isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-4" />
          ))}
        </div>
      ) : (
        <PreviewRows
          line={previewLine(rates, { unitPrice, shippingAmount, qty, country: FALLBACK_COUNTRY })}
          taxPercent={taxRateBpOf(rates, FALLBACK_COUNTRY) / 100}
          feePercent={rates.service_fee_percent}
          qty={qty}
        />
      )}
    </section>
  );
}

type PreviewRowsProps = {
  line: ReturnType<typeof previewLine>;
  taxPercent: number;
  feePercent: number;
  qty: number;
};

function PreviewRows({ line, taxPercent, feePercent, qty }: PreviewRowsProps) {
  return (
    <dl data-testid="price-preview" className="space-y-1.5 text-sm text-ink-muted">
      <AmountRow label={`${formatNpr(line.price)} × ${qty}`} value={formatNpr(line.subTotal)} />
      <AmountRow label="Delivery" value={line.shipping === 0 ? 'Free' : formatNpr(line.shipping)} />
      <AmountRow label={`VAT ${formatPercent(taxPercent)}`} value={formatNpr(line.tax)} />
      <AmountRow label={`Service fee ${formatPercent(feePercent)}`} value={formatNpr(line.serviceFee)} />
      <AmountRow
        label="Total"
        value={formatNpr(line.total)}
        className="border-t border-line pt-2 text-base font-bold text-ink"
      />
    </dl>
  );
}
