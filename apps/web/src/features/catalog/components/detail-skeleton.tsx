import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="space-y-3">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="size-16 sm:size-20" />
            <Skeleton className="size-16 sm:size-20" />
            <Skeleton className="size-16 sm:size-20" />
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-72" />
          <Skeleton className="h-11 w-60" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
