import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../lib/use-address-params.ts';
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
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => readShopFilters(params), [params]);

  const update = useCallback(
    (change: ShopFilterChange) =>
      setParams((current) => toShopParams({ ...readShopFilters(current), ...change, page: 1 })),
    [setParams],
  );
  const goToPage = useCallback(
    (page: number, { replace = false } = {}) =>
      setParams((current) => toShopParams({ ...readShopFilters(current), page }), { replace }),
    [setParams],
  );
  const setView = useCallback(
    (view: ShopView) => setParams((current) => toShopParams({ ...readShopFilters(current), view })),
    [setParams],
  );
  // The grid or list choice is how the shopper likes to look, not a filter: Reset keeps it.
  const reset = useCallback(() => update(EMPTY_FILTERS), [update]);

  return { filters, update, goToPage, setView, reset };
}
