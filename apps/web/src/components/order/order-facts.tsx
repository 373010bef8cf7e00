import type { Order } from '@pasal/domain';
import { formatOrderNumber, PAYMENT_METHOD_LABELS } from '@pasal/domain/plain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** An order's number, date, statuses and payment method, as one short list. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <Fact label="Order number">
        <span className="font-mono">{formatOrderNumber(order.oid)}</span>
      </Fact>
      <Fact label="Date">{formatDate(order.date)}</Fact>
      <Fact label="Order status">
        <OrderStatusBadge status={order.order_status} />
      </Fact>
      <Fact label="Payment">
        <PaymentStatusBadge status={order.payment_status} />
      </Fact>
      <Fact label="Payment method">
        {order.payment_method ? PAYMENT_METHOD_LABELS[order.payment_method] : 'Not chosen yet'}
      </Fact>
      <Fact label="Sold by">
        {order.vendor.map((vendor, index) => (
          <Fragment key={vendor.id}>
            {index > 0 && ', '}
            <Link
              to={`/vendor/${vendor.slug}/`}
              className="underline underline-offset-2 hover:text-brand-700"
            >
              {vendor.name}
            </Link>
          </Fragment>
        ))}
      </Fact>
    </dl>
  );
}
