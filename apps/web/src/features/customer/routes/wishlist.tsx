import { Heart } from 'lucide-react';
import { useState } from 'react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useWishlist, WISHLIST_PAGE_SIZE } from '../api/get-wishlist.ts';
import { useCustomerId } from '../hooks/use-customer-id.ts';

/** Spec §2 "/customer/wishlist/": the saved products as cards; a card's heart takes it off. */
export default function WishlistPage() {
  const userId = useCustomerId();
  const [page, setPage] = useState(1);
  const wishlist = useWishlist(userId, page);
  const { data, isFetching } = wishlist;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / WISHLIST_PAGE_SIZE)) : 1;
  // Removing the last card of the last page leaves it empty: show the page before instead.
  if (data && page > pageCount) setPage(pageCount);

  return (
    <>
      <PageTitle
        title="My wishlist"
        description={
          data
            ? `${formatCount(data.total)} saved ${data.total === 1 ? 'product' : 'products'}`
            : 'Products you saved for later'
        }
      />
      <section aria-label="Saved products" aria-busy={isFetching}>
        <QueryView
          query={wishlist}
          loading={<ProductGridSkeleton count={8} />}
          errorTitle="Could not load your wishlist"
          isEmpty={(saved) => saved.items.length === 0}
          empty={
            <EmptyState
              icon={Heart}
              title="Your wishlist is empty"
              description="Tap the heart on any product to keep it here for later."
              action={<LinkButton to="/search/?clear=true">Browse products</LinkButton>}
            />
          }
        >
          {(saved) => (
            <>
              <ProductGrid products={saved.items.map((entry) => entry.product)} eagerCount={4} />
              <div className="mt-6">
                <Pagination
                  page={Math.min(page, pageCount)}
                  pageCount={pageCount}
                  onPageChange={setPage}
                  label="Wishlist pages"
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}
