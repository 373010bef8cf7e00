import { useCallback, useEffect, useMemo } from 'react';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { readSearchFilters, type SearchFilters, toSearchParams } from '../lib/search-params.ts';

/**
 * The search lives in the URL (shareable, and Back undoes the last change). Changing any
 * filter starts again at page 1; `?clear=true` (spec §2 header link) empties everything.
 */
export function useSearchFilters() {
  const [params, setParams] = useAddressParams();
  const clear = params.get('clear') === 'true';
  const filters = useMemo(() => readSearchFilters(params), [params]);

  // Only the address is tidied: the page stays as it is, and so does the shopper's place on it. A
  // full load of `?clear=true` does this once the app has started, when they may have scrolled.
  useEffect(() => {
    if (clear) setParams(() => new URLSearchParams(), { replace: true, preventScrollReset: true });
  }, [clear, setParams]);

  const update = useCallback(
    (change: Partial<SearchFilters>) =>
      setParams((current) => toSearchParams({ ...readSearchFilters(current), page: 1, ...change })),
    [setParams],
  );

  const reset = useCallback(() => setParams(() => new URLSearchParams()), [setParams]);

  return { filters, update, reset };
}
