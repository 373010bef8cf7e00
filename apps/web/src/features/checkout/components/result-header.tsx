import { formatNprDecimal, formatOrderNumber, type Order, PAYMENT_MESSAGES } from '@pasal/domain';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, CircleX, Clock, CreditCard, type LucideIcon } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isCancelled, isPayable } from '../lib/order-state.ts';
import type { ResultState } from '../lib/result-state.ts';

type Look = { icon: LucideIcon | null; tone: string; title: string; text: string };

function look(state: ResultState, order: Order): Look {
  if (order.expired && state.kind !== 'verifying' && state.kind !== 'success') {
    return {
      icon: Clock,
      tone: 'bg-warning-50 text-warning-600',
      title: 'Order expired',
      text: PAYMENT_MESSAGES.expired,
    };
  }
  switch (state.kind) {
    case 'verifying':
      return {
        icon: null,
        tone: 'bg-brand-50 text-brand-700',
        title: 'Verifying your payment…',
        text: 'We are confirming your payment with the provider. Please keep this page open.',
      };
    case 'success':
      return order.payment_method === 'cod' && order.payment_status !== 'paid'
        ? {
            icon: CircleCheck,
            tone: 'bg-success-50 text-success-600',
            title: 'Order placed',
            text: `Pay ${formatNprDecimal(order.total)} in cash when your order is delivered.`,
          }
        : {
            icon: CircleCheck,
            tone: 'bg-success-50 text-success-600',
            title: 'Payment successful',
            text: `We have received ${formatNprDecimal(order.total)}. Thank you for shopping with Pasal!`,
          };
    case 'pending':
      return {
        icon: Clock,
        tone: 'bg-warning-50 text-warning-600',
        title: 'Payment pending',
        text: 'Your order is waiting for payment. Complete the payment to confirm it.',
      };
    case 'cancelled':
      return {
        icon: CircleX,
        tone: 'bg-warning-50 text-warning-600',
        title: 'Payment cancelled',
        text: 'You cancelled the payment. Your order is saved: you can pay now or choose another method.',
      };
    case 'failed':
      // Cancelled (by the shop, or because stock ran out while paying): nothing left to pay.
      if (isCancelled(order)) {
        return {
          icon: CircleX,
          tone: 'bg-danger-50 text-danger-600',
          title: 'Order cancelled',
          text: 'Any payment taken for this order will be refunded. Contact support if you have questions.',
        };
      }
      return {
        icon: CircleAlert,
        tone: 'bg-danger-50 text-danger-600',
        title: 'Payment failed',
        text: PAYMENT_MESSAGES.verificationFailed,
      };
  }
}

/** The verifying, success, pending or failed header of spec §2, with Complete Payment when unpaid. */
export function ResultHeader({ state, order }: { state: ResultState; order: Order }) {
  const { icon: Icon, tone, title, text } = look(state, order);
  useDocumentTitle(title);
  const unpaid = ['pending', 'failed', 'cancelled'].includes(state.kind) && isPayable(order);
  // The server's words, unless the header says them already (a refused redirect is answered with
  // spec §8's own sentence, which the failed header shows anyway).
  const said = [title, text].map((line) => line.toLowerCase());
  const note = state.message && !said.includes(state.message.toLowerCase()) ? state.message : null;
  return (
    <section
      aria-live="polite"
      aria-busy={state.kind === 'verifying'}
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-5 py-8 text-center shadow-card sm:px-8"
    >
      <span className={clsx('flex size-16 items-center justify-center rounded-full', tone)}>
        {Icon ? <Icon className="size-8" aria-hidden="true" /> : <Spinner size="lg" label={null} />}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {note && (
        <p className={clsx('font-semibold', state.kind === 'success' ? 'text-success-600' : 'text-ink')}>
          {note}
        </p>
      )}
      <p className="max-w-lg text-ink-muted">{text}</p>
      <p className="text-sm text-ink-subtle">
        Order number <span className="font-mono font-semibold text-ink">{formatOrderNumber(order.oid)}</span>
      </p>
      {unpaid && (
        <LinkButton to={`/checkout/${order.oid}/`} size="lg" className="mt-2">
          <CreditCard className="size-5" aria-hidden="true" />
          Complete Payment
        </LinkButton>
      )}
    </section>
  );
}
