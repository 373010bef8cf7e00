import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

type SearchFormProps = {
  className?: string;
  size?: 'md' | 'lg';
  label?: string;
  placeholder?: string;
};

/**
 * Spec §2: submits to /search?query={text}. On the search page it is keyed by the URL's query so
 * it shows what was searched; other pages' `query` (a shop's or a vendor list's filter) is theirs.
 */
export function SearchForm({
  className,
  size = 'md',
  label = 'Search products',
  placeholder = 'Search laptops, phones, headphones…',
}: SearchFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const onSearchPage = useLocation().pathname.startsWith('/search');
  const current = onSearchPage ? (params.get('query') ?? '') : '';
  const height = size === 'lg' ? 'h-13' : 'h-11';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    navigate(text ? `/search?query=${encodeURIComponent(text)}` : '/search');
  }

  return (
    <search className={clsx('block', className)}>
      <form onSubmit={onSubmit} className="flex w-full">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          key={current}
          id={inputId}
          name="query"
          type="search"
          defaultValue={current}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={clsx(
            'min-w-0 flex-1 rounded-l-md border border-r-0 border-line-strong bg-surface px-4 text-base text-ink sm:text-sm',
            'placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
            height,
          )}
        />
        <button
          type="submit"
          className={clsx(
            'inline-flex items-center gap-2 rounded-r-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800',
            height,
          )}
        >
          <Search className="size-5" aria-hidden="true" />
          <span className={size === 'lg' ? 'max-sm:sr-only' : 'sr-only'}>Search</span>
        </button>
      </form>
    </search>
  );
}
