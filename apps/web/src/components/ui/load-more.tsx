import { formatCount } from '../../lib/format.ts';
import { Button } from './button.tsx';

type LoadMoreProps = {
  shown: number;
  total: number | null;
  /** Plural noun of the rows: "products", "reviews". */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
};

/** "Showing 24 of 150 products" and the button that fetches the next page of a bounded list. */
export function LoadMore({ shown, total, noun, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  // "Showing 3 of 3 reviews" under a short, complete list says nothing.
  if (!hasMore && !failed && (total === null || shown >= total)) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Showing {formatCount(shown)}
        {total !== null && ` of ${formatCount(total)}`} {noun}
      </p>
      {failed && <p className="text-sm text-danger-600">Could not load more {noun}. Please try again.</p>}
      {hasMore && (
        <Button variant="secondary" size="lg" onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      )}
    </div>
  );
}
