import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readVendorOrderFilters,
  toVendorOrderParams,
  VENDOR_ORDER_FILTER_KEYS,
  type VendorOrderFilters,
} from '../lib/vendor-order-filters.ts';

/**
 * Orders Management's filters live in the address (a shared link shows the same list, Back
 * undoes a change). A change starts again at page 1; typing replaces the entry rather than
 * adding one per settled word.
 */
export function useVendorOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readVendorOrderFilters(params), [params]);
  const update = useCallback(
    (change: Partial<VendorOrderFilters>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const out = toVendorOrderParams({ ...readVendorOrderFilters(current), page: 1, ...change });
          for (const [key, value] of current) if (!VENDOR_ORDER_FILTER_KEYS.has(key)) out.set(key, value);
          return out;
        },
        { replace },
      ),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, reset };
}
