import type { ShopProductCard as Product } from '@pasal/domain';
import { STAR_SCALE } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { CardPicture, CardPrice, isOnSale } from '../../../components/product/product-card.tsx';
import { WishlistButton } from '../../../components/product/wishlist-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { formatCount } from '../../../lib/format.ts';
import type { ShopView } from '../lib/shop-filters.ts';

/** Spec §2: the rating with one decimal, or N/A before anyone has rated it. */
function Rating({ product }: { product: Product }) {
  const rated = product.rating_count > 0 && product.rating > 0;
  return (
    <p className="flex items-center gap-1 text-sm text-ink-muted">
      <Star
        className={clsx('size-4 shrink-0', rated ? 'fill-amber-400 text-amber-400' : 'text-line-strong')}
        aria-hidden="true"
      />
      {rated ? (
        <>
          <span className="font-semibold text-ink">
            <span className="sr-only">Rated </span>
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of {STAR_SCALE}</span>
          </span>
          <span className="text-xs text-ink-subtle">
            ({formatCount(product.rating_count)}
            <span className="sr-only"> {product.rating_count === 1 ? 'review' : 'reviews'}</span>)
          </span>
        </>
      ) : (
        <span>
          <span className="sr-only">Rating: </span>N/A
        </span>
      )}
    </p>
  );
}

/** A product of the shop page: grid card, or in list view a row that adds the description. */
export function ShopProductCard({
  product,
  view,
  eager = false,
}: {
  product: Product;
  view: ShopView;
  eager?: boolean;
}) {
  const sale = isOnSale(product);
  const href = `/detail/${product.slug}/`;
  const list = view === 'list';
  return (
    <article
      className={clsx(
        'relative flex h-full overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:border-brand-200 hover:shadow-raised',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={clsx('relative shrink-0', list ? 'w-28 p-2 sm:w-48' : 'w-full')}>
        {/* The title and View are the links a keyboard reaches; the picture is the same link for a tap. */}
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className={clsx('relative block aspect-square bg-canvas', list && 'rounded-md')}
        >
          <CardPicture product={product} eager={eager} />
        </Link>
        <div
          className={clsx(
            'pointer-events-none absolute flex flex-col items-start gap-1',
            list ? 'top-3 left-3' : 'top-2 left-2',
          )}
        >
          {product.featured && <Badge tone="brand">Featured</Badge>}
          {sale && <Badge tone="sale">Sale</Badge>}
        </div>
        {!list && (
          <WishlistButton
            productId={product.id}
            productTitle={product.title}
            className="absolute top-2 right-2"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.category && <p className="text-xs font-medium text-ink-subtle">{product.category.title}</p>}
        <h3 className={clsx('text-sm font-semibold text-ink', list ? 'sm:text-base' : 'line-clamp-2')}>
          <Link to={href} className="break-words hover:text-brand-700 hover:underline">
            {product.title}
          </Link>
        </h3>
        <Rating product={product} />
        {list && product.description && (
          <p className="line-clamp-2 text-sm break-words text-ink-muted sm:line-clamp-3">
            {product.description}
          </p>
        )}
        <CardPrice product={product} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <span className={clsx('font-semibold', product.in_stock ? 'text-success-600' : 'text-danger-600')}>
            {product.in_stock ? 'In Stock' : 'Out of Stock'}
          </span>
          <span className="text-ink-muted">
            {formatCount(product.orders)} {product.orders === 1 ? 'order' : 'orders'}
          </span>
        </p>
        <div className={clsx('mt-auto flex items-center gap-2 pt-2', list && 'sm:justify-start')}>
          <LinkButton to={href} variant="secondary" size="sm" className={list ? 'px-5' : 'w-full'}>
            View<span className="sr-only"> {product.title}</span>
          </LinkButton>
          {list && <WishlistButton productId={product.id} productTitle={product.title} />}
        </div>
      </div>
    </article>
  );
}
