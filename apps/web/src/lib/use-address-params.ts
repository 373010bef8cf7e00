import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** An address change worked out from the address as it is at that moment. */
export type AddressChange = (current: URLSearchParams) => URLSearchParams;

/**
 * React Router's `useSearchParams`, except that a change builds on the address as it is now, not
 * as the page last rendered it. The router renders a new address in a transition, so for a
 * moment after a change (longer on a busy phone) the page still holds the address from before:
 * Reset and then a sort chosen at once would otherwise put the old filters back with the sort.
 * The browser's own address is set as the router navigates, before React renders, so it is the
 * one to build on.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: AddressChange, options?: NavigateOptions) =>
      setParams(next(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, change] as const;
}
