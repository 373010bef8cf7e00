import type { OrderItem } from '@pasal/domain';
import { decimalToPaisa, formatNprDecimal } from '@pasal/domain/plain';
import { Link } from 'react-router';
import { ProductThumb, variantText } from './order-item-row.tsx';

/** One order line with every amount the server charged for it (price, shipping, tax, fee, savings). */
export function OrderItemDetails({ item }: { item: OrderItem }) {
  const saved = decimalToPaisa(item.saved) ?? 0;
  const amounts: [string, string][] = [
    ['Unit price', formatNprDecimal(item.price)],
    ['Quantity', String(item.qty)],
    ['Subtotal', formatNprDecimal(item.sub_total)],
    ['Shipping', formatNprDecimal(item.shipping_amount)],
    ['Tax', formatNprDecimal(item.tax_fee)],
    ['Service Fee', formatNprDecimal(item.service_fee)],
    ...(saved > 0 ? [['Coupon savings', `− ${formatNprDecimal(item.saved)}`] as [string, string]] : []),
    ['Total', formatNprDecimal(item.total)],
  ];
  const variant = variantText(item.size, item.color);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex gap-3">
        <ProductThumb src={item.product.image} className="size-12" />
        <div className="min-w-0">
          <Link
            to={`/detail/${item.product.slug}/`}
            className="font-semibold text-ink hover:text-brand-700 hover:underline"
          >
            {item.product.title}
          </Link>
          <p className="text-xs text-ink-muted">
            {variant && `${variant} · `}Sold by{' '}
            <Link
              to={`/vendor/${item.vendor.slug}/`}
              className="underline underline-offset-2 hover:text-brand-700"
            >
              {item.vendor.name}
            </Link>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {amounts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-ink-subtle">{label}</dt>
            <dd className="font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
