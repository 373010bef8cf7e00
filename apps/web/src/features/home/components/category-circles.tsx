import { imageUrl } from '@pasal/domain/plain';
import { Link } from 'react-router';
import { useCategories } from '../../../api/get-categories.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { SectionHeading } from './section-heading.tsx';

const gridClass =
  'grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-3 gap-y-5 sm:grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]';
const circleClass = 'size-20 rounded-full sm:size-24';

export function CategoryCircles() {
  const { data, isPending, isError, error, refetch, isRefetching } = useCategories();
  return (
    <section className="below-fold" aria-labelledby="categories-title" aria-busy={isPending}>
      <SectionHeading id="categories-title" title="Browse Tech Categories" />
      {isPending ? (
        <div className={gridClass} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="flex flex-col items-center gap-2">
              <Skeleton className={circleClass} />
              <Skeleton className="h-3 w-16" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <ErrorState error={error} onRetry={() => refetch()} retrying={isRefetching} />
      ) : (
        <ul className={gridClass}>
          {data.map((category) => (
            <li key={category.id}>
              <Link
                to={`/search/?category=${category.id}`}
                className="group flex flex-col items-center gap-2 rounded-lg p-1 text-center"
              >
                <span
                  className={`${circleClass} overflow-hidden border border-line bg-surface shadow-card transition group-hover:border-brand-300 group-hover:shadow-raised`}
                >
                  <img
                    src={imageUrl(category.image, pageOrigin())}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="text-sm font-medium text-ink group-hover:text-brand-700">
                  {category.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
