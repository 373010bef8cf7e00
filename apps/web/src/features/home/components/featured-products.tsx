import { Sparkles } from 'lucide-react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product/product-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useFeaturedProducts } from '../api/get-featured-products.ts';
import { SectionHeading } from './section-heading.tsx';

export function FeaturedProducts() {
  const { data, isPending, isError, error, refetch, isRefetching } = useFeaturedProducts();
  return (
    <section className="below-fold" aria-labelledby="featured-title" aria-busy={isPending}>
      <SectionHeading
        id="featured-title"
        title="Featured Tech Products"
        description="Standout laptops, phones and gadgets from shops across Nepal."
      />
      {isPending ? (
        <ProductGridSkeleton count={5} />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => refetch()} retrying={isRefetching} />
      ) : data.length === 0 ? (
        <EmptyState icon={Sparkles} title="No featured products available at the moment. Check back soon!" />
      ) : (
        <ProductGrid products={data} />
      )}
    </section>
  );
}
