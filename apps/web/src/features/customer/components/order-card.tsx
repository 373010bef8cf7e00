import type { CustomerOrder } from '@pasal/domain';
import { formatNprDecimal, formatOrderNumber } from '@pasal/domain/plain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/order/order-item-row.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/status-badges.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';

const MAX_THUMBS = 3;

function itemsText(order: CustomerOrder): string {
  const [first] = order.items;
  const units = `${order.item_count} ${order.item_count === 1 ? 'item' : 'items'}`;
  if (!first) return units;
  const others = order.items.length - 1;
  return `${first.title}${others > 0 ? ` and ${others} more` : ''} · ${units}`;
}

/**
 * One order of the list (spec §2, §9): number, date, what was bought, total, payment and order
 * status. The whole card opens the order; the link's name says which.
 */
export function OrderCard({ order }: { order: CustomerOrder }) {
  const hidden = order.items.length - MAX_THUMBS;
  return (
    <article className="group relative grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-card transition-shadow hover:border-brand-200 hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0 space-y-2.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-sm font-semibold text-ink">
            <Link
              to={`/customer/order/${order.oid}/`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              Order <span className="font-mono">#{formatOrderNumber(order.oid)}</span>
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">
            <time dateTime={order.date}>{formatDate(order.date)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex shrink-0 -space-x-2">
            {order.items.slice(0, MAX_THUMBS).map((item) => (
              <ProductThumb key={item.id} src={item.image} className="size-11 ring-2 ring-surface" />
            ))}
            {hidden > 0 && (
              <span className="flex size-11 items-center justify-center rounded-md border border-line bg-canvas text-xs font-semibold text-ink-muted ring-2 ring-surface">
                +{hidden}
              </span>
            )}
          </div>
          <p className="line-clamp-2 min-w-0 text-sm text-ink-muted">{itemsText(order)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <PaymentStatusBadge status={order.payment_status} withLabel />
          <OrderStatusBadge status={order.order_status} withLabel />
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-line pt-3 md:w-40 md:flex-col md:items-end md:border-0 md:pt-0">
        <p className="text-base font-bold text-ink tabular-nums">
          <span className="sr-only">Total </span>
          {formatNprDecimal(order.total)}
        </p>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline"
        >
          View
          <ChevronRight className="size-4" />
        </span>
      </div>
    </article>
  );
}

function OrderCardSkeleton() {
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex justify-between gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="flex items-center gap-3">
        <Skeleton className="size-11" />
        <Skeleton className="h-4 flex-1" />
      </div>
      <Skeleton className="h-5 w-48" />
    </div>
  );
}

/** A column of order cards, or their placeholders while the page loads. */
export function OrderCardList({ orders }: { orders: CustomerOrder[] }) {
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.oid}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

export function OrderListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <OrderCardSkeleton key={i} />
      ))}
    </div>
  );
}
