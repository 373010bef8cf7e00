import type { VendorNotification } from '@pasal/domain';
import { formatNprDecimal, formatOrderNumber } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/order/order-item-row.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';

type NotificationGroupProps = {
  notification: VendorNotification;
  open: boolean;
  /** Opening an unread order also marks it read (the page does that). */
  onToggle: () => void;
};

const itemsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'item' : 'items'}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-subtle">{label}:</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * One order of the notifications screen (spec §2): the header says which order, when, who and
 * how much; opened, it lists this shop's lines and the customer's details, scrolling inside
 * beyond 500px so a big order does not push the rest of the list away.
 */
export function NotificationGroup({ notification: n, open, onToggle }: NotificationGroupProps) {
  const panelId = useId();
  const { customer } = n;
  return (
    <li
      className={clsx(
        'rounded-lg border bg-surface shadow-card',
        n.seen ? 'border-line' : 'border-brand-200 border-l-4 border-l-brand-600',
      )}
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={clsx(
            'flex w-full items-start gap-3 rounded-lg p-4 text-left hover:bg-canvas',
            !n.seen && 'bg-brand-50',
          )}
        >
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={clsx('text-ink', n.seen ? 'font-medium' : 'font-bold')}>
                Order #
                <span className="font-mono" data-testid="notification-oid">
                  {formatOrderNumber(n.order_oid)}
                </span>
              </span>
              {!n.seen && <Badge tone="sale">New</Badge>}
            </span>
            <span className="block text-sm text-ink-muted">
              {customer.full_name} · {itemsText(n.items.length)} ·{' '}
              <span className="font-semibold text-ink tabular-nums">{formatNprDecimal(n.total)}</span>
            </span>
            <span className="block text-xs text-ink-muted">
              <time dateTime={n.date}>{formatDateTime(n.date)}</time>
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'mt-1 size-5 shrink-0 text-ink-subtle transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      <section
        id={panelId}
        hidden={!open}
        aria-label={`Order #${formatOrderNumber(n.order_oid)}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls inside; keyboard users must reach it
        tabIndex={0}
        className="max-h-[500px] space-y-5 overflow-y-auto border-t border-line p-4"
      >
        <div className="flex flex-wrap gap-1.5">
          <PaymentStatusBadge status={n.payment_status} withLabel />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Your items</h3>
          <ul className="divide-y divide-line">
            {n.items.map((item) => (
              <li
                key={item.id}
                // On a phone the total goes under the details, which keep the row's width.
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]"
              >
                <ProductThumb src={item.product.image} className="size-14" />
                <div className="min-w-0 flex-1 space-y-1">
                  <Link
                    to={`/detail/${item.product.slug}/`}
                    className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
                  >
                    {item.product.title}
                  </Link>
                  <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
                    <Fact label="Quantity">{item.qty}</Fact>
                    {item.size && <Fact label="Size">{item.size}</Fact>}
                    {item.color && <Fact label="Color">{item.color}</Fact>}
                    <Fact label="Product ID">{item.product.pid}</Fact>
                  </dl>
                  <OrderStatusBadge status={item.order_status} withLabel />
                </div>
                <p className="col-start-2 text-sm font-semibold text-ink tabular-nums sm:col-start-3 sm:row-start-1">
                  <span className="sr-only">Total: </span>
                  {formatNprDecimal(item.total)}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Customer details</h3>
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            <Fact label="Name">{customer.full_name}</Fact>
            <Fact label="E-mail">{customer.email}</Fact>
            <Fact label="Phone">{customer.mobile}</Fact>
            <Fact label="Address">
              {[customer.address, customer.city, customer.state, customer.country].filter(Boolean).join(', ')}
            </Fact>
          </dl>
        </div>
        <Link
          to={`/vendor/orders/${n.order_oid}/`}
          className="inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          View order<span className="sr-only"> #{formatOrderNumber(n.order_oid)}</span>
        </Link>
      </section>
    </li>
  );
}
