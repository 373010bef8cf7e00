import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A change to the address's filters: a blank value takes the filter away. */
export type ParamChange = Record<string, string | undefined>;

/**
 * Filters that live in the address as the boxes hold them (a shared link or Back shows the same
 * list). Each change starts again at page 1; typing replaces the entry instead of adding one per
 * key. Used by the earnings and coupon screens, whose boxes are read by the shared schemas.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (change: ParamChange, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in change)) next.delete('page');
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { params, set, reset };
}

/**
 * The address's filters as the server reads them, each field on its own through `shape` (the
 * call's query schema), so one bad value drops only itself.
 */
export function readParams<Shape extends z.ZodRawShape, Key extends keyof Shape & string>(
  shape: Shape,
  fields: readonly Key[],
  params: URLSearchParams,
): Partial<{ [K in Key]: z.output<Shape[K]> }> {
  const out: Partial<{ [K in Key]: z.output<Shape[K]> }> = {};
  for (const field of fields) {
    const parsed = (shape[field] as z.ZodType).safeParse(params.get(field) ?? undefined);
    if (parsed.success && parsed.data !== undefined) out[field] = parsed.data as z.output<Shape[Key]>;
  }
  return out;
}
