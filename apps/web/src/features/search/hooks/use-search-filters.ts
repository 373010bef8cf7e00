import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchFilters, type SearchFilters, toSearchParams } from '../lib/search-params.ts';

/**
 * The search lives in the URL (shareable, and Back undoes the last change). Changing any
 * filter starts again at page 1; `?clear=true` (spec §2 header link) empties everything.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const clear = params.get('clear') === 'true';
  const filters = useMemo(() => readSearchFilters(clear ? new URLSearchParams() : params), [params, clear]);

  useEffect(() => {
    if (clear) setParams(new URLSearchParams(), { replace: true });
  }, [clear, setParams]);

  const update = useCallback(
    (change: Partial<SearchFilters>) => {
      const next = { ...filters, page: 1, ...change };
      setParams(toSearchParams(next));
    },
    [filters, setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, update, reset };
}
