import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigrations, migrationsDir } from '../test/migration-copies.ts';

/**
 * The Drizzle schema and the committed migrations must agree: drizzle-kit generates from the
 * schema into a copy of the migrations folder, and finding nothing to write means no drift.
 * (Running `npm run db:generate` and committing its file is the fix when this fails.)
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'pasal-drift-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Runs drizzle-kit in apps/server; it takes `--out` relative to the working directory. */
function drizzle(command: 'generate' | 'check', out: string) {
  const args = [drizzleKit, command, '--dialect', 'postgresql', '--out', path.relative(serverDir, out)];
  if (command === 'generate') args.push('--schema', './src/db/schema/index.ts', '--name', 'drift');
  const run = spawnSync(process.execPath, args, {
    cwd: serverDir,
    encoding: 'utf8',
    // A rename question would wait for an answer forever; no terminal, and a deadline.
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** JSON with every object's keys in order: drizzle-kit writes a snapshot's keys in no fixed order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * How many of the newest migrations to drop to lose the newest that changed the schema: a
 * hand-written one (triggers, functions) leaves drizzle-kit's snapshot as it was.
 */
async function sinceNewestSchemaChange(): Promise<number> {
  const snapshot = async (idx: number) => {
    const file = path.join(migrationsDir, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);
    const { id: _id, prevId: _prevId, ...schema } = JSON.parse(await readFile(file, 'utf8'));
    return canonical(schema);
  };
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const newest = journal.entries.length - 1;
  let idx = newest;
  while (idx > 0 && (await snapshot(idx)) === (await snapshot(idx - 1))) idx -= 1;
  return newest - idx + 1;
}

const sqlFiles = async (dir: string) => (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();

describe('schema and migrations', () => {
  it('has no schema change that the committed migrations lack', async () => {
    const out = await copyMigrations(path.join(workDir, 'current'));
    const before = await sqlFiles(out);
    const check = drizzle('check', out);
    expect(check.status, check.output).toBe(0);
    const run = drizzle('generate', out);
    expect(run.status, run.output).toBe(0);
    expect(await sqlFiles(out), run.output).toEqual(before);
    expect(run.output).toMatch(/No schema changes/);
  });

  it('notices drift: without the newest migration that changed the schema there is something to generate', async () => {
    const out = await copyMigrations(path.join(workDir, 'behind'), await sinceNewestSchemaChange());
    const before = await sqlFiles(out);
    const run = drizzle('generate', out);
    expect(run.status, run.output).toBe(0);
    expect((await sqlFiles(out)).length, run.output).toBe(before.length + 1);
  });
});
