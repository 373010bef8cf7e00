import type { CustomerNotification } from '@pasal/domain';
import { formatOrderNumber } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Bell, Check } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/order/order-item-row.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notificationSummary, notificationTitle } from '../lib/notification-text.ts';

type NotificationItemProps = {
  notification: CustomerNotification;
  /** Marks it read; opening its order marks it read too. */
  onRead: (notification: CustomerNotification) => void;
  marking: boolean;
};

/** One notification: unread ones stand out (tint, bar, "New") until opened or marked. */
export function NotificationItem({ notification, onRead, marking }: NotificationItemProps) {
  const { order, seen } = notification;
  const title = notificationTitle(notification.kind);
  return (
    <article
      className={clsx(
        'flex gap-3 rounded-lg border p-4 shadow-card sm:gap-4',
        seen ? 'border-line bg-surface' : 'border-brand-200 border-l-4 border-l-brand-600 bg-brand-50',
      )}
    >
      {order?.first_item ? (
        <ProductThumb src={order.first_item.image} className="size-12 bg-surface sm:size-14" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700 sm:size-14">
          <Bell className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className={clsx('text-sm text-ink', seen ? 'font-medium' : 'font-bold')}>
            {title}
            {order && (
              <>
                {' · '}
                <span className="font-mono">#{formatOrderNumber(order.oid)}</span>
              </>
            )}
          </h3>
          {!seen && <Badge tone="sale">New</Badge>}
        </div>
        {order && <p className="text-sm text-ink-muted">{notificationSummary(order)}</p>}
        {order && (
          <div className="flex flex-wrap gap-1.5">
            <PaymentStatusBadge status={order.payment_status} withLabel />
            <OrderStatusBadge status={order.order_status} withLabel />
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1">
          <p className="text-xs text-ink-muted">
            <time dateTime={notification.date}>{formatDateTime(notification.date)}</time>
          </p>
          <div className="flex flex-wrap gap-2">
            {!seen && (
              <Button variant="ghost" size="sm" loading={marking} onClick={() => onRead(notification)}>
                <Check className="size-4" aria-hidden="true" />
                Mark as read
              </Button>
            )}
            {order && (
              <Link
                to={`/customer/order/${order.oid}/`}
                onClick={() => {
                  if (!seen) onRead(notification);
                }}
                className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 hover:underline"
              >
                View order<span className="sr-only"> #{formatOrderNumber(order.oid)}</span>
              </Link>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

export function NotificationSkeleton() {
  return (
    <div className="flex gap-3 rounded-lg border border-line bg-surface p-4">
      <Skeleton className="size-12 shrink-0" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-40" />
      </div>
    </div>
  );
}
