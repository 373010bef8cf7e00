import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../components/ui/page-title.tsx';

/** Catches render errors and failed page-code downloads (a new deploy, a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <TriangleAlert className="size-12 text-warning-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-2 max-w-md text-ink-muted">
        This page could not be shown. Reloading usually fixes it; if not, please try again in a moment.
      </p>
      {detail && <p className="mt-1 text-sm text-ink-subtle">{detail}</p>}
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <LinkButton to="/" variant="secondary">
          Back to home
        </LinkButton>
      </div>
    </Container>
  );
}
