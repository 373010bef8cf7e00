import { SearchX } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../components/ui/page-title.tsx';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <SearchX className="size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-2 max-w-md text-ink-muted">
        The page you were looking for has moved or never existed. Try searching for the product instead.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to="/">Back to home</LinkButton>
        <LinkButton to="/search/?clear=true" variant="secondary">
          Browse all products
        </LinkButton>
      </div>
    </Container>
  );
}
