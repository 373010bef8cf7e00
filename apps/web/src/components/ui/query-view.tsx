import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';

/** The parts of a TanStack Query result (plain or infinite) that decide what a list shows. */
type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
};

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way (a skeleton of what is coming). */
  loading: ReactNode;
  /** The failure's heading, e.g. "Could not load your wishlist"; Retry asks again. */
  errorTitle: string;
  /** The answer has nothing to list: show `empty` instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The four states every fetched list goes through — loading, failed, empty, shown — in one
 * place, so each page only says what its skeleton, failure title and empty state are.
 */
export function QueryView<T>({ query, loading, errorTitle, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
