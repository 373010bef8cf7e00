import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDemoImages } from '../apps/server/src/db/seed/demo.ts';
import { startServer } from './lib/server.ts';

/**
 * Seeds the demo once for the whole run. Every journey file starts its own server on a copy of
 * what this first server stored (its DATA_DIR and, on PostgreSQL, its database), instead of
 * migrating and seeding again: that was 13 s a file on PGlite and 6 s on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const pictures = await mkdtemp(path.join(tmpdir(), 'pasal-e2e-pictures-'));
  try {
    await writeDemoImages(path.join(pictures, 'media'));
    const first = await startServer({ from: { dataDir: pictures } });
    const seeded = await first.stopAndKeep();
    project.provide('seededDemo', { dataDir: seeded.dataDir, database: seeded.database });
    return () => seeded.remove();
  } finally {
    await rm(pictures, { recursive: true, force: true });
  }
}
