import type { OrderStatus, PaymentStatus } from '@pasal/domain';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@pasal/domain/plain';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const orderTone: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'neutral',
};

const paymentTone: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

type StatusBadgeProps = { className?: string; withLabel?: boolean };

/** An order's (or a vendor's part's) status, coloured by how far along it is. */
export function OrderStatusBadge({
  status,
  className,
  withLabel,
}: StatusBadgeProps & { status: OrderStatus }) {
  return (
    <Badge tone={orderTone[status]} className={className}>
      {withLabel && <span className="font-medium">Order:</span>}
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({
  status,
  className,
  withLabel,
}: StatusBadgeProps & { status: PaymentStatus }) {
  return (
    <Badge tone={paymentTone[status]} className={className}>
      {withLabel && <span className="font-medium">Payment:</span>}
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
