import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { compileRowMapper } from './row-mapper.ts';

/**
 * A query built once per database handle instead of on every request (decision 0022): Drizzle
 * takes 40–400 µs to build one of our selects, more than PostgreSQL takes to run most of them.
 * `build` ends in `.prepare(name)`, which on PostgreSQL is also a named statement, parsed and
 * planned once per connection. Only for queries whose shape never changes: the values are
 * `sql.placeholder`s. A select's rows are mapped by a mapper worked out once for it
 * (row-mapper.ts) rather than by Drizzle's per-row one.
 */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const once = preparedPerShape<undefined, Query>(() => '', build);
  return (db) => once(db, undefined);
}

/**
 * Like `prepared`, for a query whose shape takes a few forms (which filters a search sets, how
 * many spans its words make): built once per database handle and `shape`, told apart by
 * `keyOf(shape)`. The shapes must be few and enumerable, as each is kept for the process's life.
 */
export function preparedPerShape<Shape, Query>(
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape) => Query,
): (db: Db, shape: Shape) => Query {
  const byDb = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) {
      byShape = new Map();
      byDb.set(db, byShape);
    }
    const key = keyOf(shape);
    let query = byShape.get(key);
    if (!query) {
      query = build(db, shape);
      mapRowsOnce(query);
      byShape.set(key, query);
    }
    return query;
  };
}

/**
 * The name to `.prepare` a statement under when PostgreSQL must plan it with each execution's
 * values: node-postgres sends a nameless statement as PostgreSQL's unnamed one, parsed and
 * planned anew every time, as a statement built per request is. Search needs that (decision
 * 0021: the planner reads how common a search's words are); only the building is saved.
 */
export const PLANNED_PER_EXECUTION = '';

/**
 * How a value goes into a statement whose parts are built once for both uses: as itself (a
 * statement built for one request) or as the named placeholder of a prepared statement.
 */
export type Bind = <Value>(name: string, value: Value) => Value | Placeholder;
export const asValue: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** The values of the placeholders `build(asPlaceholder)` writes: what `build(asValue)` would bind. */
export function boundValues(build: (bind: Bind) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  build((name, value) => {
    values[name] = value;
    return value;
  });
  return values;
}

/** What a prepared select carries (Drizzle's node-postgres and PGlite sessions alike). */
interface PreparedSelect {
  fields?: Parameters<typeof compileRowMapper>[0];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

function mapRowsOnce(query: unknown) {
  const select = query as PreparedSelect;
  if (!select.fields || select.customResultMapper) return;
  const mapper = compileRowMapper(select.fields, select.joinsNotNullableMap);
  if (mapper) select.customResultMapper = mapper;
}
