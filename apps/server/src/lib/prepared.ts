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
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      mapRowsOnce(query);
      byDb.set(db, query);
    }
    return query;
  };
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
