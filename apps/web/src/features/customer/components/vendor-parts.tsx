import type { Order } from '@pasal/domain';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { OrderItemRow } from '../../../components/order/order-item-row.tsx';
import { OrderStatusBadge } from '../../../components/order/status-badges.tsx';
import { paidOnline, partCancellable } from '../lib/cancellable.ts';
import { groupByVendor } from '../lib/vendor-groups.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';

/**
 * The order's lines shop by shop, each with how far that shop has got with its part and, while
 * it may still be cancelled on its own, a button to cancel it.
 */
export function VendorParts({ order }: { order: Order }) {
  const groups = groupByVendor(order.orderitem);
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const { vendor, items, statuses } = group;
        return (
          <section key={vendor.id} aria-label={`Sold by ${vendor.name}`} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2">
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Store className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                <span>
                  Sold by{' '}
                  <Link
                    to={`/vendor/${vendor.slug}/`}
                    className="font-semibold text-ink hover:text-brand-700 hover:underline"
                  >
                    {vendor.name}
                  </Link>
                </span>
              </p>
              <p className="flex items-center gap-1.5 text-xs text-ink-muted">
                <span>Shop status:</span>
                {statuses.map((status) => (
                  <OrderStatusBadge key={status} status={status} />
                ))}
              </p>
            </div>
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <OrderItemRow key={item.id} item={item} showUnitPrice />
              ))}
            </ul>
            {partCancellable(order, group, groups) && (
              <div className="flex justify-end">
                <CancelOrderButton oid={order.oid} vendor={vendor} paid={paidOnline(order)} />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
