import { Container } from '../../../components/layout/container.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The tracking page's shape while the record loads, so nothing jumps when it arrives. */
export function TrackingSkeleton() {
  useDocumentTitle('Order tracking');
  return (
    <Container className="max-w-6xl space-y-6 py-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading tracking information
      </span>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex gap-3">
          <Skeleton className="h-11 w-28" />
          <Skeleton className="h-11 w-36" />
        </div>
      </div>
      <Skeleton className="h-64 lg:h-36" />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-80" />
      </div>
    </Container>
  );
}
