import { clsx } from 'clsx';
import { LayoutGrid, Search } from 'lucide-react';
import type { Suggestion } from '../api/search-suggestions.ts';

type SuggestionListProps = {
  id: string;
  suggestions: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: Suggestion) => void;
};

/** The search box's listbox (WAI-ARIA combobox pattern): the input keeps focus, options are pointed at. */
export function SuggestionList({ id, suggestions, active, optionId, onChoose }: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-md border border-line-strong bg-surface py-1 shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        <div
          key={suggestion.key}
          id={optionId(index)}
          role="option"
          // Pointed at by the input's aria-activedescendant, never focused itself.
          tabIndex={-1}
          aria-selected={index === active}
          // Choosing on mouse down keeps the input from blurring (and closing the list) first.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(suggestion);
          }}
          className={clsx(
            'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink',
            index === active && 'bg-brand-50',
          )}
        >
          {suggestion.kind === 'category' ? (
            <LayoutGrid className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
          ) : (
            <Search className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
          )}
          <span className="truncate">{suggestion.label}</span>
          {suggestion.kind === 'category' && (
            <span className="ml-auto text-xs text-ink-subtle">Category</span>
          )}
        </div>
      ))}
    </div>
  );
}
