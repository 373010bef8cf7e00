import type { CustomerNotification } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';

/** Headings of the notification kinds the server writes; an unknown kind reads as its own words. */
const KIND_TITLES: Record<string, string> = {
  order_placed: 'Order placed',
  order_paid: 'Order paid',
};

export function notificationTitle(kind: string): string {
  return KIND_TITLES[kind] ?? kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** "Galaxy S24 and 2 more · 5 items · Rs. 1,20,000": what the order was, at a glance. */
export function notificationSummary(order: NonNullable<CustomerNotification['order']>): string {
  const units = `${order.item_count} ${order.item_count === 1 ? 'item' : 'items'}`;
  return [order.first_item?.title, units, formatNprDecimal(order.total)].filter(Boolean).join(' · ');
}
