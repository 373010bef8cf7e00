/** SQL text for constants the seed writes into its statements (no parameters in bulk SQL). */

/** A quoted string literal: `it's` → `'it''s'`. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A text array constant, parenthesised so it can be subscripted: `(array['a','b'])[1]`. */
export const sqlTexts = (items: readonly string[]) => `(array[${items.map(sqlText).join(',')}]::text[])`;

/** An integer array constant, parenthesised so it can be subscripted. */
export const sqlInts = (items: readonly number[]) => `(array[${items.join(',')}]::int[])`;

/**
 * A well-spread, deterministic non-negative hash of the integer expression `of`, one stream per
 * `seed`: independent choices (family, line, price…) made from the same row number stay
 * uncorrelated, which `g % n` for several n would not be.
 */
export const hashOf = (of: string, seed: number) => `(hashint4extended(${of}, ${seed}) & 2147483647)`;

/** A timestamp spread over the `days` before the demo's "today" (SEED_NOW) by `expr`. */
export const when = (expr: string, days: number) =>
  `timestamptz '2026-11-01' - ((${expr}) % ${days}) * interval '1 day'`;
