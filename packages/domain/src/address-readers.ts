/*
 * Readers of a list's filters as the address bar holds them (text, or nothing), without zod: the
 * search and shop pages' first loads read their filters with these, and each page's rules are
 * held by a test to the answers of the schema the server validates the same call with.
 */

export type Reading<T> = { ok: true; value: T } | { ok: false };
export const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
export const refused = { ok: false } as const;

export const MAX_ID = 2_147_483_647;
export const MAX_RUPEES = 1_000_000_000;
const MAX_PAGE = 100_000;
const QUERY_MAX_LENGTH = 200;

/** Blank, "undefined" and "null" mean "not given" (API-NOTES.md), as the schemas' blankToUndefined. */
export const notGiven = (raw: string | undefined) =>
  raw === undefined || raw === '' || raw === 'undefined' || raw === 'null';

/** An id as `z.coerce.number().int().positive()` reads it. */
export const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

/** The words typed, trimmed; longer than any search may be is refused. */
export function readQueryText(raw: string | undefined): Reading<string | undefined> {
  if (notGiven(raw)) return ok(undefined);
  const text = (raw as string).trim();
  return text.length <= QUERY_MAX_LENGTH ? ok(text) : refused;
}

/** A yes-or-no filter: "true", "1", "on" and "yes" are yes, any other text no. */
export function readFlag(raw: string | undefined): Reading<boolean | undefined> {
  return ok(notGiven(raw) ? undefined : ['true', '1', 'on', 'yes'].includes((raw as string).toLowerCase()));
}

/** The page number, 1 when absent. */
export function readPage(raw: string | undefined): Reading<number> {
  if (raw === undefined) return ok(1);
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? ok(page) : refused;
}

/** One of a closed list of words (a sort), or not given. */
export function readChoice<T extends string>(
  choices: readonly T[],
  raw: string | undefined,
): Reading<T | undefined> {
  if (notGiven(raw)) return ok(undefined);
  return (choices as readonly string[]).includes(raw as string) ? ok(raw as T) : refused;
}
