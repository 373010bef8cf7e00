import { SHOP_PAGE_SIZE } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { PackageSearch } from 'lucide-react';
import { ProductCardSkeleton } from '../../../components/product/product-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import type { useShopProducts } from '../api/get-shop-products.ts';
import type { ShopFilters } from '../lib/shop-filters.ts';
import { ShopProductCard } from './shop-product-card.tsx';

type ShopProductsProps = {
  products: ReturnType<typeof useShopProducts>;
  filters: ShopFilters;
  onPageChange: (page: number) => void;
  onReset: () => void;
};

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Spec §2: the cards in grid or list, the pages, and the empty state with 'Reset All Filters'. */
export function ShopProducts({ products, filters, onPageChange, onReset }: ShopProductsProps) {
  const list = filters.view === 'list';
  return (
    <QueryView
      query={products}
      loading={
        <div className={list ? 'space-y-3' : gridClass} aria-hidden="true">
          {Array.from({ length: list ? 3 : 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      }
      errorTitle="Could not load this shop's products"
      isEmpty={(found) => found.total === 0}
      empty={
        <EmptyState
          icon={PackageSearch}
          title="No Products Found"
          description="Try adjusting your search or filter criteria"
          action={<Button onClick={onReset}>Reset All Filters</Button>}
        />
      }
    >
      {(found) => {
        const pageCount = Math.max(1, Math.ceil(found.total / SHOP_PAGE_SIZE));
        return (
          <div className={clsx('space-y-4', products.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <ul className={list ? 'space-y-3' : gridClass}>
              {found.items.map((product, index) => (
                <li key={product.id} className={list ? 'row-slot' : 'card-slot'}>
                  <HydrateLater>
                    <ShopProductCard product={product} view={filters.view} eager={index < 4} />
                  </HydrateLater>
                </li>
              ))}
            </ul>
            <div className="pt-4">
              <Pagination
                page={Math.min(filters.page, pageCount)}
                pageCount={pageCount}
                onPageChange={onPageChange}
                label="Shop product pages"
              />
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
