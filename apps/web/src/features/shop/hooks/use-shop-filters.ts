import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_FILTERS,
  readShopFilters,
  type ShopFilterChange,
  type ShopView,
  toShopParams,
} from '../lib/shop-filters.ts';

/**
 * The shop page's view lives in the address (a shared link shows the same products, a reload
 * keeps them, Back undoes the last change). Any filter change starts again at page 1 (spec §4
 * names search and category; a narrower price or rating moves the pages just the same).
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readShopFilters(params), [params]);

  const update = useCallback(
    (change: ShopFilterChange) => setParams(toShopParams({ ...filters, ...change, page: 1 })),
    [filters, setParams],
  );
  const goToPage = useCallback(
    (page: number, { replace = false } = {}) => setParams(toShopParams({ ...filters, page }), { replace }),
    [filters, setParams],
  );
  const setView = useCallback(
    (view: ShopView) => setParams(toShopParams({ ...filters, view })),
    [filters, setParams],
  );
  // The grid or list choice is how the shopper likes to look, not a filter: Reset keeps it.
  const reset = useCallback(() => update(EMPTY_FILTERS), [update]);

  return { filters, update, goToPage, setView, reset };
}
