import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useAddressParams } from './use-address-params.ts';

/**
 * The fields of a list's query that live in the address: the domain's querystring schema's
 * `shape`, less what the page fixes itself (`page_size`, the CSV `format`).
 */
export type FilterShape = Record<string, z.ZodType>;

/** The filters as the server reads them from that shape (its defaults filled in). */
export type FiltersOf<Shape extends FilterShape> = z.output<z.ZodObject<Shape>>;

const defaultOf = (schema: z.ZodType) => schema.safeParse(undefined).data;

/**
 * Reads each filter from the address on its own, so one bad value drops only itself; a missing
 * or bad value takes the schema's own default (page 1, newest first, ...).
 */
export function readFilters<Shape extends FilterShape>(
  shape: Shape,
  params: URLSearchParams,
): FiltersOf<Shape> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const given = schema.safeParse(params.get(key) ?? undefined);
    const value = given.success ? given.data : defaultOf(schema);
    if (value !== undefined) out[key] = value;
  }
  return out as FiltersOf<Shape>;
}

/**
 * The address form: only what differs from the schema's default (no `page=1`, no `sort=latest`),
 * and the page's other keys (the dashboard's chart range, the reviews tab) kept as they are.
 */
function writeFilters(shape: FilterShape, values: Record<string, unknown>, current: URLSearchParams) {
  const out = new URLSearchParams();
  for (const [key, value] of current) if (!(key in shape)) out.set(key, value);
  for (const [key, schema] of Object.entries(shape)) {
    const value = values[key];
    if (value === undefined || value === '' || value === defaultOf(schema)) continue;
    out.set(key, String(value));
  }
  return out;
}

/**
 * A list's filters kept in the address (a shared link shows the same list, Back undoes a change),
 * read and written through the domain's query schema so the address and the server agree.
 * Changing a filter starts again at the first page (the shape's `page` default) unless the change
 * names a page; `replace` keeps typing from adding a history entry per settled word. `shape` must
 * be a constant (a module's), or every render would read the address afresh.
 */
export function useAddressFilters<Shape extends FilterShape>(shape: Shape) {
  type Filters = FiltersOf<Shape>;
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => readFilters(shape, params), [shape, params]);
  const update = useCallback(
    (change: Partial<Filters>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const { page: _page, ...kept } = readFilters(shape, current) as Record<string, unknown>;
          return writeFilters(shape, { ...kept, ...change }, current);
        },
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
