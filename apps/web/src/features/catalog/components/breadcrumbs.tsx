import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type Crumb = { label: string; to?: string };

/** Spec §2: Home > category > title; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className="rounded-sm hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
