import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from '../db/seed/factories.ts';
import { expectCancelledWhileProductsHeld } from '../test/held-statements.ts';
import { createTestApp } from '../test/test-app.ts';
import { type Db, openDatabase } from './client.ts';

/**
 * The main pool's statement timeout (STATEMENT_TIMEOUT_MS, db/client.ts): a statement held past
 * it is cancelled and its request answered 503, so no request keeps a connection for ever; the
 * migrations run without it. PGlite cannot cancel a statement.
 */
describe.skipIf(!process.env.DATABASE_URL)('statement timeout of the main pool (PostgreSQL)', () => {
  async function statementTimeout(db: Db) {
    const { rows } = (await db.execute(sql`show statement_timeout`)) as unknown as {
      rows: [{ statement_timeout: string }];
    };
    return rows[0].statement_timeout;
  }

  it('does not apply to the migrations', async () => {
    // Migrations held past the bound, as building an index on a large table would take them: their
    // ledger is locked, and let go only once they have waited on it for twice the bound.
    const url = process.env.DATABASE_URL ?? '';
    const schemaName = `t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const database = await openDatabase({ url, schemaName, statementTimeoutMs: 200 });
    try {
      await holder.query(
        `create table "${schemaName}".__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      await holder.query('begin');
      await holder.query(`lock table "${schemaName}".__drizzle_migrations in access exclusive mode`);
      const migrating = database.migrate();
      await expect
        .poll(
          async () =>
            // Read afresh each time: a transaction sees one snapshot of the activity unless cleared.
            (
              await holder.query('select pg_stat_clear_snapshot()').then(() =>
                holder.query(
                  `select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and query like '%${schemaName}%'
                    and clock_timestamp() - query_start > interval '400 milliseconds'`,
                ),
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(1);
      await holder.query('commit');
      await migrating;
      expect(await statementTimeout(database.db)).toBe('200ms');
      await database.db.execute(sql.raw(`select 1 from "${schemaName}".products limit 1`));
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.query(`drop schema if exists "${schemaName}" cascade`);
      await holder.end();
      await database.close();
    }
  });

  it('cancels a request’s statement held past it and answers 503; the same request then answers', async () => {
    const t = await createTestApp({ statementTimeoutMs: 300 });
    try {
      const owner = await createUser(t.db);
      const shop = await createVendor(t.db, { userId: owner.id });
      await createProduct(t.db, { vendorId: shop.id, slug: 'macbook-air', title: 'MacBook Air' });
      await expectCancelledWhileProductsHeld(t, '/api/v1/products/');
      const after = await t.app.inject('/api/v1/products/');
      expect(after.json().map((p: { slug: string }) => p.slug)).toEqual(['macbook-air']);
    } finally {
      await t.close();
    }
  });
});
