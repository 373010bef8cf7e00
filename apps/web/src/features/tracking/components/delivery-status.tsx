import { type DeliveryIcon, type DeliveryTone, deliveryStatusLook } from '@pasal/domain';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, type LucideIcon, Package, Truck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

const icons: Record<DeliveryIcon, LucideIcon> = {
  check: CircleCheck,
  truck: Truck,
  box: Package,
  x: CircleX,
  clock: Clock,
};

/** Background and text of each tone: the status tokens, checked for AA contrast. */
export const toneClasses: Record<DeliveryTone, string> = {
  success: 'bg-success-50 text-success-600',
  info: 'bg-info-50 text-info-600',
  danger: 'bg-danger-50 text-danger-600',
  warning: 'bg-warning-50 text-warning-600',
};

/** The icon of a courier status (spec §4), in a round tinted disc. */
export function DeliveryStatusIcon({ status, className }: { status: string; className?: string }) {
  const { tone, icon } = deliveryStatusLook(status);
  const Icon = icons[icon];
  return (
    <span
      className={clsx('flex shrink-0 items-center justify-center rounded-full', toneClasses[tone], className)}
    >
      <Icon className="size-[55%]" aria-hidden="true" />
    </span>
  );
}

/** A courier status as a small badge with its icon (spec §4 tone and icon). */
export function DeliveryStatusBadge({ status, className }: { status: string; className?: string }) {
  const { tone, icon } = deliveryStatusLook(status);
  const Icon = icons[icon];
  return (
    <Badge tone={tone} className={className}>
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}
