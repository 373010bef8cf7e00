/**
 * Pasal and the bare server side by side in one process, for same-sql.test.ts: both on one fresh
 * schema of the PostgreSQL at `url` holding the demo catalogue, each recording the statements it
 * runs. Pasal is the real app (buildApp) driven through `inject`, its statements captured with
 * openDatabase's `onQuery`, as Pasal's own tests count queries.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@pasal/server/src/app.ts';
import { loadConfig } from '@pasal/server/src/config.ts';
import { openDatabase } from '@pasal/server/src/db/client.ts';
import { seedDemo } from '@pasal/server/src/db/seed/demo.ts';
import { createTokenService } from '@pasal/server/src/lib/tokens.ts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildBareApp } from './app.ts';
import { type BareDatabase, openBareDatabase, type Statement } from './database.ts';

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
  statements: Statement[];
}

export interface Side {
  request(options: InjectOptions): Promise<Answer>;
}

/** An app answering one request at a time, and the statements it ran for it. */
function side(app: FastifyInstance, recorded: Statement[]): Side {
  return {
    async request(options) {
      recorded.length = 0;
      const response = await app.inject(options);
      return {
        status: response.statusCode,
        body: response.body ? response.json() : undefined,
        headers: response.headers,
        statements: [...recorded],
      };
    },
  };
}

export async function openBothOnDemo(url: string) {
  const schemaName = `same_sql_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-same-sql-'));
  const pasalStatements: Statement[] = [];
  const bareStatements: Statement[] = [];
  const database = await openDatabase({
    url,
    schemaName,
    onQuery: (text, values) => pasalStatements.push({ text, values }),
  });
  // Reads the shared schema outside both servers' records, and drops it at the end.
  const reader = new pg.Client({ connectionString: url, options: `-c search_path=${schemaName},public` });
  await reader.connect();
  let bareDb: BareDatabase | undefined;
  let pasalApp: FastifyInstance | undefined;
  const close = async () => {
    await pasalApp?.close();
    await bareDb?.close();
    await database.close();
    await reader.query(`drop schema if exists "${schemaName}" cascade`);
    await reader.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SIMULATORS: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    pasalApp = await buildApp({ config, database, tokens: createTokenService('x'.repeat(40), 3600) });
    bareDb = openBareDatabase({
      url,
      schemaName,
      onQuery: (text, values) => bareStatements.push({ text, values }),
    });
    return {
      pasal: side(pasalApp, pasalStatements),
      bare: side(buildBareApp(bareDb), bareStatements),
      /** Rows of the shared schema, read outside both servers' records. */
      query: async <Row>(text: string) => (await reader.query(text)).rows as Row[],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
