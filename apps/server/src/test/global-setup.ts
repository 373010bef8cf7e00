import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a file holding a migrated, empty embedded database (migratedPgliteImage). */
    pgliteImage: string | undefined;
  }
}

/**
 * On PostgreSQL every test file migrates its own schema; the pg_trgm extension is database-wide,
 * so it is created once here rather than raced by parallel files. On PGlite every test database
 * starts from one image migrated here, rather than being created and migrated anew.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_trgm with schema public');
    } finally {
      await client.end();
    }
    project.provide('pgliteImage', undefined);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pasal-test-image-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
