import type { ProductCard as Product } from '@pasal/domain';
import { decimalToPaisa, formatNprDecimal, imageUrl } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { pageOrigin } from '../../lib/page-origin.ts';
import { Badge } from '../ui/badge.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Stars } from '../ui/stars.tsx';
import { WishlistButton } from './wishlist-button.tsx';

export function isOnSale(product: Product): boolean {
  const price = decimalToPaisa(product.price);
  const old = decimalToPaisa(product.old_price);
  return price !== null && old !== null && old > price;
}

/** A card's picture (in a `relative` box): the 400 px variant, or a placeholder when there is none. */
export function CardPicture({ product, eager }: { product: Product; eager: boolean }) {
  const src = imageUrl(product.image_thumb || product.image, pageOrigin());
  return src ? (
    <img
      src={src}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-[1.03]"
    />
  ) : (
    <ImageOff className="absolute inset-0 m-auto size-10 text-line-strong" aria-hidden="true" />
  );
}

/** A card's price, and the old one struck through when it really was higher. */
export function CardPrice({ product, className }: { product: Product; className?: string }) {
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="text-base font-bold text-ink">{formatNprDecimal(product.price)}</span>
      {isOnSale(product) && (
        <s className="text-xs text-ink-subtle">
          <span className="sr-only">Was </span>
          {formatNprDecimal(product.old_price)}
        </s>
      )}
    </p>
  );
}

/**
 * The product card of the lists (home, search, wishlist; the shop page's card adds more from the
 * same parts). The title's link is stretched over the whole card so all of it stays clickable,
 * while the heart is a real button beside it (a button may not sit inside a link).
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const sale = isOnSale(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:border-brand-200 hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <div className="relative aspect-square bg-canvas">
        <CardPicture product={product} eager={eager} />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {sale && <Badge tone="sale">Sale</Badge>}
          {!product.in_stock && <Badge tone="neutral">Out of stock</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.category && <p className="text-xs font-medium text-ink-subtle">{product.category.title}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold text-ink group-hover:text-brand-700">
          <Link
            to={`/detail/${product.slug}/`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <Stars rating={product.rating} count={product.rating_count} />
        <CardPrice product={product} className="mt-auto pt-1" />
      </div>
      <WishlistButton
        productId={product.id}
        productTitle={product.title}
        className="absolute top-2 right-2 z-10"
      />
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    </div>
  );
}
