import { PAYMENT_MESSAGES } from '@pasal/domain';
import { AppError } from '../../lib/errors.ts';
import type { OrderRow } from './order-detail.service.ts';

const MINUTE_MS = 60_000;

/** Orders made before this moment and still unpaid are expired. */
export const unpaidCutoff = (minutes: number, now = Date.now()) => new Date(now - minutes * MINUTE_MS);

/**
 * Whether an order left unpaid is past its time (UNPAID_ORDER_MINUTES). Computed from
 * `created_at`, not stored: nothing has to sweep, and an order never holds stock while unpaid
 * anyway (stock is taken when it is paid or placed), so an expired one costs nothing but a row.
 * An order paid, placed as cash on delivery or cancelled is not "expired": it has its own state.
 */
export function isExpired(
  order: Pick<OrderRow, 'createdAt' | 'stockTakenAt' | 'orderStatus' | 'paymentStatus'>,
  minutes: number,
  now = Date.now(),
): boolean {
  return (
    order.stockTakenAt === null &&
    order.orderStatus === 'pending' &&
    order.paymentStatus !== 'paid' &&
    order.createdAt < unpaidCutoff(minutes, now)
  );
}

/**
 * Refuses to start paying (or discounting) an expired order: 409, and the shopper checks out
 * again from the cart. A payment the provider already took for it before it expired is still
 * honoured when it is confirmed (confirm-order.ts does not look at the time).
 */
export function assertNotExpired(order: Parameters<typeof isExpired>[0], minutes: number) {
  if (isExpired(order, minutes)) throw new AppError('conflict', PAYMENT_MESSAGES.expired);
}
