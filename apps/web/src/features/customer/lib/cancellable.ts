import { mayCancel, type Order, type OrderStatus } from '@pasal/domain';
import type { VendorGroup } from './vendor-groups.ts';

/** Whether any line of the order has not shipped yet (the server cancels those). */
export function orderCancellable(order: Order): boolean {
  return order.order_status !== 'cancelled' && order.orderitem.some((item) => mayCancel(item.order_status));
}

const open = (statuses: OrderStatus[]) => statuses.some(mayCancel);

/**
 * Whether one shop's part may be cancelled on its own: none of it has shipped, some of it is not
 * cancelled yet, and the order is placed (an unpaid order is cancelled whole, so a payment arriving
 * later pays for all of it or none). With one open part left, "Cancel order" says the same thing.
 */
export function partCancellable(order: Order, group: VendorGroup, groups: VendorGroup[]): boolean {
  const shipped = group.statuses.some((status) => status !== 'cancelled' && !mayCancel(status));
  const openParts = groups.filter((other) => open(other.statuses)).length;
  return order.placed && !shipped && open(group.statuses) && openParts > 1;
}

/** Whether money was taken online for the order, so a cancel refunds it. */
export const paidOnline = (order: Order) => order.payment_status === 'paid' && order.payment_method !== 'cod';
