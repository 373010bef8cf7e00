import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createTokenService, type TokenClaims } from '../lib/tokens.ts';
import { openSession } from './sessions.ts';

export interface TestAppOptions {
  /** Counts or records every SQL statement the app runs. */
  onQuery?: (sql: string) => void;
  /** PostgreSQL: the statement timeout of search's pool. */
  searchTimeoutMs?: number;
  /** PostgreSQL: the statement timeout of the main pool (none by default). */
  statementTimeoutMs?: number;
  env?: Record<string, string>;
  /** Where the app's log lines go (with LOG_LEVEL set in `env`). */
  logStream?: NodeJS.WritableStream;
  /**
   * A second server process, as it were: this app runs on that app's database and signing secret
   * (closing it leaves the database to its owner).
   */
  beside?: { database: Database; secret: string };
}

/** The run's migrated PGlite image (global-setup.ts), read once per test file. */
let pgliteImage: Promise<Blob> | undefined;
const readPgliteImage = (file: string) => {
  pgliteImage ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return pgliteImage;
};

/**
 * A fresh, migrated database: in-memory PGlite (a copy of the run's migrated image), or — when
 * DATABASE_URL is set — a fresh schema in that PostgreSQL database, dropped on close.
 */
export async function openTestDatabase(
  options: Pick<TestAppOptions, 'onQuery' | 'searchTimeoutMs' | 'statementTimeoutMs'> = {},
) {
  const url = process.env.DATABASE_URL;
  const schemaName = url ? `t_${randomUUID().replaceAll('-', '').slice(0, 20)}` : undefined;
  const imageFile = url ? undefined : inject('pgliteImage');
  const database = await openDatabase({
    url,
    schemaName,
    onQuery: options.onQuery,
    searchTimeoutMs: options.searchTimeoutMs,
    statementTimeoutMs: options.statementTimeoutMs,
    image: imageFile ? await readPgliteImage(imageFile) : undefined,
  });
  await database.migrate();
  return {
    database,
    async close() {
      if (schemaName) await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await database.close();
    },
  };
}

/** The real app on a fresh test database (see openTestDatabase). */
export async function createTestApp(options: TestAppOptions = {}) {
  const { database, close: closeDatabase } = options.beside
    ? { database: options.beside.database, close: async () => {} }
    : await openTestDatabase(options);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Suites sign in many times from one address; the limits have tests of their own.
    AUTH_RATE_LIMIT: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    ...options.env,
  });
  const secret = options.beside?.secret ?? randomUUID() + randomUUID();
  const tokens = createTokenService(secret, config.accessTokenSeconds);
  const app = await buildApp({ config, database, tokens, logStream: options.logStream });

  /** The header of a signed-in caller with these claims, on a live session (test/sessions.ts). */
  async function bearer(claims: Partial<TokenClaims> & { user_id: number }) {
    const full: TokenClaims = {
      full_name: 'Test User',
      email: `u${claims.user_id}@test.np`,
      username: `u${claims.user_id}`,
      vendor_id: 0,
      ...claims,
    };
    const { token } = await tokens.sign(full, 'access', await openSession(database.db, full));
    return { authorization: `Bearer ${token}` };
  }

  async function close() {
    await app.close();
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { app, database, db: database.db, config, secret, tokens, bearer, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
