import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Db } from './client.ts';

/**
 * Every foreign key needs an index led by its columns: lookups by the parent go through it, and
 * without it deleting a parent row (ON DELETE CASCADE / RESTRICT) scans the whole child table.
 * Read from the live catalog of the migrated database, so it holds for what migrations built.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * Foreign keys in the current schema with no valid index whose first columns are exactly the
 * key's columns (in any order). A partial index counts only when its predicate is
 * `<fk column> IS NOT NULL`, which every lookup by a parent id satisfies.
 */
async function unindexedForeignKeys(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    with fks as (
      select c.conrelid, c.conname, c.conkey,
        array(select a.attname::text from unnest(c.conkey) as k(attnum)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as cols
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()
    ), idx as (
      select i.indrelid, i.indpred, string_to_array(i.indkey::text, ' ')::int2[] as keys
      from pg_index i where i.indisvalid
    )
    select f.conrelid::regclass::text || '(' || array_to_string(f.cols, ', ') || ') ' || f.conname as fk
    from fks f
    where not exists (
      select 1 from idx
      where idx.indrelid = f.conrelid
        and idx.keys[1:cardinality(f.conkey)] @> f.conkey
        and f.conkey @> idx.keys[1:cardinality(f.conkey)]
        and (idx.indpred is null
             or pg_get_expr(idx.indpred, idx.indrelid) in (
               select format('(%I IS NOT NULL)', col) from unnest(f.cols) as col))
    )
    order by 1`)) as unknown as { rows: { fk: string }[] };
  return result.rows.map((r) => r.fk);
}

describe('foreign key indexes', () => {
  it('has an index led by the columns of every foreign key', async () => {
    expect(await unindexedForeignKeys(database.database.db)).toEqual([]);
  });

  it('notices a foreign key without one (the check itself works)', async () => {
    const { db } = database.database;
    await db.execute(sql`create table fk_probe (id serial primary key, product_id integer
      references products(id), user_id integer references users(id))`);
    await db.execute(sql`create index fk_probe_user_idx on fk_probe (user_id) where user_id is not null`);
    try {
      const missing = await unindexedForeignKeys(db);
      expect(missing).toHaveLength(1);
      expect(missing[0]).toMatch(/^fk_probe\(product_id\) /);
    } finally {
      await db.execute(sql`drop table fk_probe`);
    }
  });
});
