import type { Db } from '../db/client.ts';

/**
 * A query built once per database handle instead of on every request (decision 0022): Drizzle
 * takes 40–400 µs to build one of our selects, more than PostgreSQL takes to run most of them.
 * `build` ends in `.prepare(name)`, which on PostgreSQL is also a named statement, parsed and
 * planned once per connection. Only for queries whose shape never changes: the values are
 * `sql.placeholder`s.
 */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
