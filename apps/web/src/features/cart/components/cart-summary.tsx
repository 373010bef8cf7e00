import { FALLBACK_COUNTRY, formatPercent, taxRateBpOf } from '@pasal/domain';
import { ArrowRight, Lock } from 'lucide-react';
import { usePricingRates } from '../../../api/get-pricing-rates.ts';
import { PriceBreakdown } from '../../../components/order/price-breakdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCartDetail } from '../api/get-cart-detail.ts';

type CartSummaryProps = {
  /** The shipping form the Checkout button submits. */
  formId: string;
  /** Quantities are still on their way to the server: the totals are about to change. */
  saving: boolean;
  submitting: boolean;
  /** The destination typed in the shipping form: the totals are taxed for it. */
  country: string | undefined;
};

const ratesSentence = (country: string, tax: string, fee: string) =>
  `Tax is ${country} VAT at ${tax} of the subtotal; the service fee is ${fee}. Shipping is each item's delivery charge.`;

/**
 * Names what Tax and Service Fee are, with the rates the server priced these totals at. Until the
 * rates arrive, the same sentence holds their place unseen: a note appearing above the Checkout
 * button would move it under a shopper's finger (and under a click already on its way).
 */
function RatesNote({ country = FALLBACK_COUNTRY }: { country: string | undefined }) {
  const { data: rates } = usePricingRates();
  if (!rates)
    return (
      <p aria-hidden="true" className="invisible mt-3 text-xs">
        {ratesSentence(country, '13%', '10%')}
      </p>
    );
  return (
    <p data-testid="cart-rates" className="mt-3 text-xs text-ink-subtle">
      {ratesSentence(
        country,
        formatPercent(taxRateBpOf(rates, country) / 100),
        formatPercent(rates.service_fee_percent),
      )}
    </p>
  );
}

/** Spec §2 order summary of the cart: the server's totals (cart-detail) and the Checkout button. */
export function CartSummary({ formId, saving, submitting, country }: CartSummaryProps) {
  const { data, isPending, isError, error, refetch, isFetching } = useCartDetail(country);
  const updating = saving || isFetching;
  return (
    <Card>
      <CardBody className="space-y-5">
        <h2 className="text-lg font-semibold text-ink">Order summary</h2>
        {isError ? (
          <ErrorState title="Could not load the totals" error={error} onRetry={() => refetch()} />
        ) : isPending ? (
          <div className="space-y-3" aria-busy="true">
            {['sub_total', 'shipping', 'tax', 'service_fee', 'total'].map((row) => (
              <Skeleton key={row} className={row === 'total' ? 'h-6' : 'h-4'} />
            ))}
            <RatesNote country={country} />
          </div>
        ) : (
          <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
            {/* String(): cart-detail's totals are decimal strings or JSON numbers, whichever the wire holds. */}
            <PriceBreakdown
              amounts={{
                subTotal: String(data.sub_total),
                shipping: String(data.shipping),
                tax: String(data.tax),
                serviceFee: String(data.service_fee),
                total: String(data.total),
              }}
            />
            <RatesNote country={country} />
          </div>
        )}
        <Button
          type="submit"
          form={formId}
          size="lg"
          className="w-full"
          loading={submitting}
          disabled={saving}
        >
          {saving ? 'Updating cart…' : 'Checkout'}
          {!saving && !submitting && <ArrowRight className="size-5" aria-hidden="true" />}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <Lock className="size-3.5" aria-hidden="true" />
          Prices are confirmed by Pasal when you check out.
        </p>
      </CardBody>
    </Card>
  );
}
