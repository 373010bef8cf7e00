import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OrderFilters, readOrderFilters, toOrderParams } from '../lib/order-filters.ts';

/**
 * The order list's filters live in the URL (shareable, and Back undoes the last change).
 * Changing a filter starts again at page 1.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(params), [params]);
  const update = useCallback(
    (change: Partial<OrderFilters>) => setParams(toOrderParams({ ...filters, page: 1, ...change })),
    [filters, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, reset };
}
