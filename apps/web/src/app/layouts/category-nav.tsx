import { NAV_CATEGORY_COUNT } from '@pasal/domain/plain';
import { clsx } from 'clsx';
import { LayoutGrid } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCategories } from '../../api/get-categories.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

const pill =
  'inline-flex h-9 shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full px-3.5 text-sm font-medium transition-colors';

export function CategoryNav() {
  const { data, isPending } = useCategories();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeCategory = pathname.startsWith('/search') ? params.get('category') : null;
  const categories = data?.slice(0, NAV_CATEGORY_COUNT) ?? [];

  return (
    <nav aria-label="Categories" className="border-t border-line">
      <ul className="-mx-1 flex items-center gap-1.5 overflow-x-auto px-1 py-2 [scrollbar-width:none]">
        <li>
          <Link to="/search/?clear=true" className={clsx(pill, 'bg-brand-700 text-white hover:bg-brand-800')}>
            <LayoutGrid className="size-4" aria-hidden="true" />
            All products
          </Link>
        </li>
        {isPending &&
          Array.from({ length: NAV_CATEGORY_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} aria-hidden="true">
              <Skeleton className="h-9 w-24 rounded-full" />
            </li>
          ))}
        {categories.map((category) => {
          const active = activeCategory === String(category.id);
          return (
            <li key={category.id}>
              <Link
                to={`/search/?category=${category.id}`}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  pill,
                  active
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                    : 'text-ink-muted hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {category.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
