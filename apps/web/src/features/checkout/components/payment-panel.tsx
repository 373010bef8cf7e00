import type { Order, PaymentMethod } from '@pasal/domain';
import { codRoundingOfLines, decimalToPaisa, formatNpr, formatNprDecimal } from '@pasal/domain/plain';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { usePay } from '../hooks/use-pay.ts';
import { METHOD_DETAILS, PaymentMethodPicker } from './payment-method-picker.tsx';

/** What paying on delivery will collect: the total rounded down per shop, as the server will place it. */
function cashAmounts(order: Order) {
  const total = decimalToPaisa(order.total) ?? 0;
  const rounding = codRoundingOfLines(
    order.orderitem.map((item) => ({ vendorId: item.vendor.id, total: decimalToPaisa(item.total) ?? 0 })),
  );
  return { cash: total - rounding, rounding };
}

/** The payment step: the methods the server offers and the one button that pays or places the order. */
export function PaymentPanel({ order }: { order: Order }) {
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const { pay, processing } = usePay(order.oid);
  const options = methods.data ?? [];
  const method = chosen ?? options[0]?.id ?? null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (method && !processing) void pay(method);
  }

  if (methods.isError) {
    return (
      <ErrorState
        title="Could not load the payment methods"
        error={methods.error}
        onRetry={() => methods.refetch()}
        retrying={methods.isRefetching}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={methods.isPending}>
      {methods.isPending ? (
        <div className="space-y-2.5">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : (
        <PaymentMethodPicker options={options} value={method} onChange={setChosen} disabled={processing} />
      )}
      <Button type="submit" size="lg" className="w-full" loading={processing} disabled={!method}>
        {method === 'cod' ? 'Place Order' : `Pay ${formatNprDecimal(order.total)}`}
      </Button>
      {method === 'cod' && <CashNote order={order} />}
      {method && (
        <p className="flex items-start justify-center gap-1.5 text-center text-xs text-ink-subtle">
          <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {METHOD_DETAILS[method].next}
        </p>
      )}
    </form>
  );
}

/** Cash is collected in whole rupees, rounded down in the shopper's favour: said before they choose. */
function CashNote({ order }: { order: Order }) {
  const { cash, rounding } = cashAmounts(order);
  return (
    <p className="text-center text-sm text-ink-muted">
      You pay <span className="font-semibold text-ink">{formatNpr(cash)}</span> in cash on delivery
      {rounding > 0 && ` (${formatNpr(rounding)} rounded off in your favour)`}.
    </p>
  );
}
