import type { ProductCard as Product } from '@pasal/domain';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** Spec §9: up to 5 columns; 2 on phones. */
export const productGridClass =
  'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

type ProductGridProps = {
  products: Product[];
  /** How many cards open the list above the fold: their pictures load at once, not lazily. */
  eagerCount?: number;
};

export function ProductGrid({ products, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className={productGridClass}>
      {products.map((product, index) => (
        <li key={product.id} className="card-slot">
          <HydrateLater>
            <ProductCard product={product} eager={index < eagerCount} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={productGridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
