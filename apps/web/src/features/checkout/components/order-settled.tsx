import { formatNprDecimal, type Order, PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS } from '@pasal/domain';
import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { isCancelled } from '../lib/order-state.ts';

function wording(order: Order): { title: string; text: string } {
  if (order.expired) return { title: 'This order has expired', text: PAYMENT_MESSAGES.expired };
  if (isCancelled(order)) {
    return {
      title: 'This order was cancelled',
      text: 'It can no longer be paid. Your cart is still there if you want to order again.',
    };
  }
  if (order.payment_status === 'paid') {
    const method = order.payment_method ? ` by ${PAYMENT_METHOD_LABELS[order.payment_method]}` : '';
    return { title: 'This order is already paid', text: `Paid${method}. There is nothing more to pay.` };
  }
  return {
    title: 'This order is already placed',
    text: `You pay ${formatNprDecimal(order.total)} in cash when it is delivered.`,
  };
}

/** Shown instead of the payment step for an order that cannot be paid (again). */
export function OrderSettled({ order }: { order: Order }) {
  // Nothing more can happen to it: the shopper starts again from the cart.
  const cancelled = isCancelled(order) || order.expired;
  const { title, text } = wording(order);
  const Icon = cancelled ? CircleX : CircleCheck;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <span
        className={clsx(
          'flex size-12 items-center justify-center rounded-full',
          cancelled ? 'bg-danger-50 text-danger-600' : 'bg-success-50 text-success-600',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="max-w-sm text-sm text-ink-muted">{text}</p>
      {cancelled ? (
        <LinkButton to="/cart/">Go to cart</LinkButton>
      ) : (
        <LinkButton to={`/payment-success/${order.oid}/`}>See your order</LinkButton>
      )}
    </div>
  );
}
