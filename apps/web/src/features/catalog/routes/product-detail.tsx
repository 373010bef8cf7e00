import { PackageX } from 'lucide-react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { Container } from '../../../components/layout/container.tsx';
import { MessageCard } from '../../../components/layout/message-card.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { useProduct } from '../api/get-product.ts';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { ProductView } from '../components/product-view.tsx';

function ProductNotFound() {
  return (
    <MessageCard
      icon={PackageX}
      title="Product not found"
      actions={
        <>
          <LinkButton to="/search/?clear=true">Browse all products</LinkButton>
          <LinkButton to="/" variant="secondary">
            Back to home
          </LinkButton>
        </>
      }
    >
      This product is no longer sold on Pasal, or the link is mistyped. Similar products are a search away.
    </MessageCard>
  );
}

export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, refetch, isRefetching } = useProduct(slug);
  useDocumentTitle(data?.title ?? (isError ? 'Product not found' : 'Loading product'));

  if (isError && error instanceof ApiError && error.status === 404) return <ProductNotFound />;
  return (
    <Container className="py-5 sm:py-8" aria-busy={isPending}>
      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        <ErrorState
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
          title="Could not load this product"
        />
      ) : (
        // Keyed so choices, picture and tab start afresh on another product's page.
        <ProductView key={data.id} product={data} />
      )}
    </Container>
  );
}
