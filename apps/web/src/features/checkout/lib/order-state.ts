import type { Order } from '@pasal/domain';

export const isCancelled = (order: Order) =>
  order.payment_status === 'cancelled' || order.order_status === 'cancelled';

/** Whether the order can still be paid: not yet paid or placed, not cancelled, not expired. */
export function isPayable(order: Order): boolean {
  return !order.placed && order.payment_status !== 'paid' && !isCancelled(order) && !order.expired;
}
