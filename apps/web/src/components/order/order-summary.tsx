import type { Order } from '@pasal/domain';
import { clsx } from 'clsx';
import { OrderItemRow } from './order-item-row.tsx';
import { type PriceAmounts, PriceBreakdown } from './price-breakdown.tsx';

/** An order's totals in the shape the breakdown shows. */
export function orderAmounts(order: Order): PriceAmounts {
  return {
    subTotal: order.sub_total,
    shipping: order.shipping_amount,
    tax: order.tax_fee,
    serviceFee: order.service_fee,
    saved: order.saved,
    codRounding: order.cod_rounding,
    total: order.total,
  };
}

type OrderSummaryProps = {
  order: Order;
  /** The heading's level follows the page around it. */
  headingLevel?: 'h2' | 'h3';
  title?: string;
  className?: string;
};

/**
 * The order summary of spec §2 (checkout) and the order items and price details of the payment
 * result page: every line, then the server's totals, with the coupon's savings when there are any.
 */
export function OrderSummary({
  order,
  headingLevel: Heading = 'h2',
  title = 'Order summary',
  className,
}: OrderSummaryProps) {
  const count = order.orderitem.reduce((sum, item) => sum + item.qty, 0);
  return (
    <section className={clsx('space-y-4', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Heading className="text-lg font-semibold text-ink">{title}</Heading>
        <p className="text-sm text-ink-muted">
          {count} {count === 1 ? 'item' : 'items'}
        </p>
      </div>
      <ul className="divide-y divide-line">
        {order.orderitem.map((item) => (
          <OrderItemRow key={item.id} item={item} />
        ))}
      </ul>
      <PriceBreakdown amounts={orderAmounts(order)} className="border-t border-line pt-4" />
    </section>
  );
}
