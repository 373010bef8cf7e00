import type { OrderItem } from '@pasal/domain';
import { formatNprDecimal, imageUrl } from '@pasal/domain/plain';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { pageOrigin } from '../../lib/page-origin.ts';
import { Badge } from '../ui/badge.tsx';

/** "Size: 512GB · Colour: Silver", leaving out what the product does not have. */
export function variantText(size: string, color: string): string {
  return [size && `Size: ${size}`, color && `Colour: ${color}`].filter(Boolean).join(' · ');
}

export function ProductThumb({ src, className = 'size-16' }: { src: string; className?: string }) {
  const url = imageUrl(src, pageOrigin());
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-md border border-line bg-canvas ${className}`}
    >
      {url ? (
        <img
          src={url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-full object-contain p-1"
        />
      ) : (
        <ImageOff className="size-6 text-line-strong" aria-hidden="true" />
      )}
    </span>
  );
}

type OrderItemRowProps = {
  item: OrderItem;
  /** Shows what one unit cost beside the quantity (the customer's order page). */
  showUnitPrice?: boolean;
};

/** One line of an order (spec §2): picture, title, quantity, size, colour and its line total. */
export function OrderItemRow({ item, showUnitPrice = false }: OrderItemRowProps) {
  const variant = variantText(item.size, item.color);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <ProductThumb src={item.product.image} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/detail/${item.product.slug}/`}
          className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {item.product.title}
        </Link>
        <p className="mt-0.5 text-xs text-ink-muted">
          Qty: {item.qty}
          {showUnitPrice && ` × ${formatNprDecimal(item.price)}`}
          {variant && ` · ${variant}`}
        </p>
        {item.coupon.map((coupon) => (
          // Wraps on a narrow phone rather than widening the page.
          <Badge key={coupon.code} tone="success" className="mt-1 max-w-full whitespace-normal!">
            {coupon.code}: {coupon.discount}% off
          </Badge>
        ))}
      </div>
      <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">
        <span className="sr-only">Line total: </span>
        {formatNprDecimal(item.line_total)}
      </p>
    </li>
  );
}
