import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The field schemas of a list's query (the domain's querystring schema's `shape`). */
export type FilterShape = Record<string, z.ZodType>;

/**
 * Reads each filter from the address on its own, so one bad value drops only itself; a missing
 * or bad value takes the schema's own default (page 1, newest first, ...).
 */
export function readFilters<T>(shape: FilterShape, params: URLSearchParams): T {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const given = schema.safeParse(params.get(key) ?? undefined);
    const value = given.success ? given.data : schema.safeParse(undefined).data;
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}

/** The address form: only what differs from the schema's default, and the page's other keys kept. */
function writeFilters(shape: FilterShape, values: Record<string, unknown>, current: URLSearchParams) {
  const out = new URLSearchParams();
  for (const [key, value] of current) if (!(key in shape)) out.set(key, value);
  for (const [key, schema] of Object.entries(shape)) {
    const value = values[key];
    if (value === undefined || value === '' || value === schema.safeParse(undefined).data) continue;
    out.set(key, String(value));
  }
  return out;
}

/**
 * A list's filters kept in the address (a shared link shows the same list, Back undoes a change),
 * read and written through the domain's query schema so the address and the server agree.
 * Changing a filter starts again at page 1; `replace` keeps typing from adding a history entry
 * per settled word. Used by the reviews, questions and notifications screens.
 */
export function useAddressFilters<T extends { page: number }>(shape: FilterShape) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters<T>(shape, params), [shape, params]);
  const update = useCallback(
    (change: Partial<T>, { replace = false } = {}) =>
      setParams(
        (current) => writeFilters(shape, { ...readFilters<T>(shape, current), page: 1, ...change }, current),
        { replace },
      ),
    [shape, setParams],
  );
  const reset = useCallback(
    () => setParams((current) => writeFilters(shape, {}, current)),
    [shape, setParams],
  );
  return { filters, update, reset };
}
