import type { SearchSuggestions } from '@pasal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { parsed } from '../../../api/parsed.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Typing settles this long before the box asks the server; a held key sends one request. */
const SUGGEST_DELAY_MS = 200;

/** One suggestion as the search box lists it: where choosing it goes. */
export interface Suggestion {
  key: string;
  label: string;
  kind: 'product' | 'category';
  href: string;
}

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const answer = api.get('v1/search/suggest/', { query: { query: text }, signal });
  const { data } = await parsed(answer, (s) => s.searchSuggestionsSchema);
  return data;
}

/** Products open their page, categories a search in them (spec §2 routes). */
export function toSuggestions({ products, categories }: SearchSuggestions): Suggestion[] {
  return [
    ...products.map((p) => ({
      key: `p-${p.slug}`,
      label: p.title,
      kind: 'product' as const,
      href: `/detail/${encodeURIComponent(p.slug)}`,
    })),
    ...categories.map((c) => ({
      key: `c-${c.id}`,
      label: c.title,
      kind: 'category' as const,
      href: `/search?category=${c.id}`,
    })),
  ];
}

/** Suggestions for what is typed, once typing settles; nothing while there is no letter or digit. */
export function useSearchSuggestions(text: string): Suggestion[] {
  const settled = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const enabled = /[\p{L}\p{N}]/u.test(settled);
  const { data } = useQuery({
    queryKey: ['search', 'suggest', settled],
    queryFn: ({ signal }) => fetchSuggestions(settled, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return enabled && data ? toSuggestions(data) : [];
}
