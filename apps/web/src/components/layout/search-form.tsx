import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type Suggestion, useSearchSuggestions } from '../../features/search/api/search-suggestions.ts';
import { SuggestionList } from '../../features/search/components/suggestion-list.tsx';

type SearchFormProps = {
  className?: string;
  size?: 'md' | 'lg';
  label?: string;
  placeholder?: string;
};

/**
 * The option after (or before) `index` among `count`, where -1 is the input itself: arrows
 * wrap from the last option back to the typed words, as in the WAI-ARIA combobox pattern.
 */
function cycle(index: number, step: number, count: number): number {
  return ((((index + 1 + step) % (count + 1)) + count + 1) % (count + 1)) - 1;
}

/**
 * Spec §2: submits to /search?query={text}. On the search page it is keyed by the URL's query so
 * it shows what was searched; other pages' `query` (a shop's or a vendor list's filter) is theirs.
 */
export function SearchForm(props: SearchFormProps) {
  const [params] = useSearchParams();
  const onSearchPage = useLocation().pathname.startsWith('/search');
  const current = onSearchPage ? (params.get('query') ?? '') : '';
  return <SearchBox key={current} initial={current} {...props} />;
}

/**
 * The search input as a combobox (WAI-ARIA APG, list autocomplete): suggestions appear as the
 * shopper types; arrow keys move through them, Enter opens the one pointed at (else searches
 * the words), Escape closes the list.
 */
function SearchBox({
  initial,
  className,
  size = 'md',
  label = 'Search products',
  placeholder = 'Search laptops, phones, headphones…',
}: SearchFormProps & { initial: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(open ? text : '');
  const expanded = open && suggestions.length > 0;
  const height = size === 'lg' ? 'h-13' : 'h-11';
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    navigate(suggestion.href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    const words = text.trim();
    navigate(words ? `/search?query=${encodeURIComponent(words)}` : '/search');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => cycle(index, step, suggestions.length));
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; the browser's own (clearing the field) comes after.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <search className={clsx('relative block', className)}>
      {/* The address the app goes to, also for a search sent before its scripts have run. */}
      <form action="/search" onSubmit={onSubmit} className="flex w-full">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
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
      {expanded && (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          active={active}
          optionId={optionId}
          onChoose={choose}
        />
      )}
    </search>
  );
}
