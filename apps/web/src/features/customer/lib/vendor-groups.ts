import type { OrderItem, OrderStatus } from '@pasal/domain';

export type VendorGroup = { vendor: OrderItem['vendor']; items: OrderItem[]; statuses: OrderStatus[] };

/**
 * An order's lines by the shop that sells them, in order of first appearance: each shop fulfils
 * (and invoices) its own part. `statuses` are the part's distinct fulfilment statuses.
 */
export function groupByVendor(items: OrderItem[]): VendorGroup[] {
  const groups = new Map<number, VendorGroup>();
  for (const item of items) {
    const group = groups.get(item.vendor.id) ?? { vendor: item.vendor, items: [], statuses: [] };
    group.items.push(item);
    if (!group.statuses.includes(item.order_status)) group.statuses.push(item.order_status);
    groups.set(item.vendor.id, group);
  }
  return [...groups.values()];
}
