import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database handle type services take: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * Search's own handle (decision 0021): on PostgreSQL a small pool of its own whose statements
   * are cancelled after `searchTimeoutMs`, so searches neither run unbounded nor take the
   * connections every other request needs. PGlite runs one statement at a time and cannot cancel
   * one: there it is `db`.
   */
  searchDb: Db;
  kind: DatabaseKind;
  /** The schema its tables are in: `public`, or a test's own (`schemaName`). */
  schema: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `undefined` keeps PGlite in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use instead of `public` (tests get a fresh one each). */
  schemaName?: string | undefined;
  /** Called with every SQL statement and its parameters; tests count queries with it. */
  onQuery?: ((sql: string, params: unknown[]) => void) | undefined;
  /** PostgreSQL: the statement timeout of search's pool (`searchDb`). */
  searchTimeoutMs?: number | undefined;
  /**
   * PostgreSQL: the statement timeout of the main pool (`db`); none when unset or 0, as for the
   * scripts that load a database. Migrations always run without one.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PGlite in memory: an image of a data directory to start from (migratedPgliteImage), instead of
   * creating an empty one, which takes PGlite a few seconds.
   */
  image?: Blob | undefined;
}

/** Connections of the main pool, and of search's: search is CPU-bound in PostgreSQL, so a few suffice. */
const POOL_SIZE = 10;
const SEARCH_POOL_SIZE = 4;
export const DEFAULT_SEARCH_TIMEOUT_MS = 2000;
/**
 * The server's bound on every other statement: far beyond any request's work (a busy shop's
 * slowest list takes a second on a slow machine), it is there so that a statement gone wrong, a
 * plan PostgreSQL misjudged or a lock never released, gives its connection back instead of
 * running on after the shopper has left, one of the pool's ten connections at a time.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * How alike a typed word and a word of a title must be for search to count it a typo of it
 * (pg_trgm word similarity, 0–1). The extension's 0.6 misses one dropped letter in short words
 * ("samsng" → Samsung scores 0.57). Set per session so the `<%` operator, which the title's
 * trigram index serves, applies it.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/**
 * The session settings of every connection.
 * - `synchronize_seqscans` off: on a products table larger than a quarter of the shared buffers,
 *   PostgreSQL would start a scan where the last one on it got to, and a search that takes the
 *   first matches in table order as its candidates (decision 0021) would rank a different thousand
 *   each time it is asked, its pages overlapping.
 * - `jit` off: PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost`, and
 *   the requests of a shop are short: on `seed:big`'s busy shop the compiling took 200–550 ms of
 *   notification lists that ran in 180–260 ms without it.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  synchronize_seqscans: 'off',
  jit: 'off',
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query, params) => options.onQuery?.(query, params) }
    : undefined;
  if (options.url) {
    const settings: Record<string, string> = { ...SESSION_SETTINGS };
    if (options.schemaName) settings.search_path = `${options.schemaName},public`;
    const openPool = (max: number, extra: Record<string, string> = {}) => {
      const startup = Object.entries({ ...settings, ...extra })
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' ');
      const pool = new pg.Pool({ connectionString: options.url, max, options: startup });
      // A dropped connection must not crash the process; the pool replaces it.
      pool.on('error', () => {});
      return pool;
    };
    const pool = openPool(
      POOL_SIZE,
      options.statementTimeoutMs ? { statement_timeout: String(options.statementTimeoutMs) } : {},
    );
    const searchPool = openPool(SEARCH_POOL_SIZE, {
      statement_timeout: String(options.searchTimeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS),
    });
    if (options.schemaName) await pool.query(`create schema if not exists "${options.schemaName}"`);
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      searchDb: drizzleNodePg(searchPool, { schema, logger }) as unknown as Db,
      kind: 'postgres',
      schema: options.schemaName ?? 'public',
      // On a connection of its own without the main pool's timeout: building an index on a large
      // table may take minutes, and a server that cannot finish its migrations cannot start.
      migrate: async () => {
        const migrator = openPool(1);
        try {
          await migrateNodePg(drizzleNodePg(migrator, { schema, logger }), {
            migrationsFolder,
            migrationsSchema: options.schemaName ?? 'drizzle',
          });
        } finally {
          await migrator.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.image,
    extensions: { pg_trgm },
  });
  // PGlite is one session: settings made now hold for its life.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    schema: 'public',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * An embedded database with every migration applied and no rows, as an image (an uncompressed
 * tarball) that `openDatabase({ image })` starts from: tests open a hundred databases a run, and
 * starting from this skips creating and migrating each one.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
