import type { OrderItem } from '@pasal/domain';
import { decimalToPaisa, formatNprDecimal } from '@pasal/domain/plain';
import { Link } from 'react-router';
import { ProductThumb, variantText } from '../../../components/order/order-item-row.tsx';
import { OrderStatusBadge } from '../../../components/order/status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';

function Amount({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-ink-subtle">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Spec §2 "Order detail" items: each of this shop's lines with its picture, colour and size,
 * quantity × price, coupon code and percent off, the price, sub total and what the coupon Saved.
 */
export function VendorOrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const variant = variantText(item.size, item.color);
        const saved = (decimalToPaisa(item.saved) ?? 0) > 0;
        return (
          <li key={item.id} className="py-4 first:pt-0 last:pb-0">
            <div className="flex gap-3">
              <ProductThumb src={item.product.image} className="size-14" />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/detail/${item.product.slug}/`}
                  className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {item.product.title}
                </Link>
                <p className="mt-0.5 text-xs text-ink-muted">
                  {item.qty} × {formatNprDecimal(item.price)}
                  {variant && ` · ${variant}`}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  {item.order_status === 'cancelled' && <OrderStatusBadge status="cancelled" />}
                  {item.coupon.map((coupon) => (
                    <Badge key={coupon.code} tone="success" className="max-w-full whitespace-normal!">
                      {coupon.code}: {coupon.discount}% off
                    </Badge>
                  ))}
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-x-4 text-sm text-ink">
              <Amount label="Price" value={formatNprDecimal(item.price)} />
              <Amount label="Sub total" value={formatNprDecimal(item.sub_total)} />
              <Amount
                label="Saved"
                value={saved ? `− ${formatNprDecimal(item.saved)}` : formatNprDecimal(item.saved)}
                className={saved ? 'text-success-600' : undefined}
              />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
