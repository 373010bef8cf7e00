import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductFilters, readProductFilters, toProductParams } from '../lib/product-filters.ts';

/**
 * The product list's filters live in the address (a shared link shows the same list, Back undoes
 * a change). Changing a filter starts again at page 1; typing replaces the entry rather than
 * adding one per settled word.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProductFilters(params), [params]);
  const update = useCallback(
    (change: Partial<ProductFilters>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = { ...readProductFilters(current), page: 1, ...change };
          const out = toProductParams(next);
          // Other keys of the page (the dashboard's chart range) stay as they are.
          for (const [key, value] of current) if (!isFilterKey(key)) out.set(key, value);
          return out;
        },
        { replace },
      ),
    [setParams],
  );
  const reset = useCallback(
    () =>
      setParams((current) => {
        const out = new URLSearchParams();
        for (const [key, value] of current) if (!isFilterKey(key)) out.set(key, value);
        return out;
      }),
    [setParams],
  );
  return { filters, update, reset };
}

const FILTER_KEYS = new Set(['query', 'category', 'min_price', 'max_price', 'stage', 'page']);
const isFilterKey = (key: string) => FILTER_KEYS.has(key);
