import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type ListPage, uniqueRows } from '../../../lib/pages.ts';

function ListSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

type PagedListProps<T extends { id: number }> = {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** Plural noun of the rows, for the heading, the count and the error: "reviews". */
  noun: string;
  empty: { icon: LucideIcon; title: string; description: string };
  children: (row: T) => ReactNode;
};

/** A tab's list of reviews or questions: loading, failure, empty, the rows, and "Load more". */
export function PagedList<T extends { id: number }>({ query, noun, empty, children }: PagedListProps<T>) {
  const rows = query.data ? uniqueRows(query.data.pages) : [];
  const total = query.data?.pages[0]?.total ?? null;
  return (
    <div aria-busy={query.isPending || query.isFetchingNextPage}>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <ErrorState
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
          title={`Could not load the ${noun}`}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <>
          <div className="divide-y divide-line">{rows.map(children)}</div>
          <LoadMore
            shown={rows.length}
            total={total}
            noun={noun}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
