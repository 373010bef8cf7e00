import { imageUrl } from '@pasal/domain/plain';
import { Link } from 'react-router';
import { useCategories } from '../../../api/get-categories.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { SectionHeading } from './section-heading.tsx';

// Rows are centred, so a row the categories do not fill (ten on a phone's three a row) sits in the
// middle instead of leaving one circle alone at the left; a desktop's row holds ten.
const listClass = 'flex flex-wrap justify-center gap-x-3 gap-y-5';
const itemClass = 'w-[5.5rem] sm:w-28 lg:w-[6.5rem]';
const circleClass = 'size-20 rounded-full sm:size-24';

export function CategoryCircles() {
  const { data, isPending, isError, error, refetch, isRefetching } = useCategories();
  return (
    <section className="below-fold" aria-labelledby="categories-title" aria-busy={isPending}>
      <SectionHeading id="categories-title" title="Browse Tech Categories" />
      {isPending ? (
        <div className={listClass} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className={`${itemClass} flex flex-col items-center gap-2`}>
              <Skeleton className={circleClass} />
              <Skeleton className="h-3 w-16" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <ErrorState error={error} onRetry={() => refetch()} retrying={isRefetching} />
      ) : (
        <ul className={listClass}>
          {data.map((category) => (
            <li key={category.id} className={itemClass}>
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
