import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_NODE_ARGS } from './bundle.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';

/**
 * The real process as `npm start` runs it, from the bundle `npm run build` makes (built here first,
 * migrations and all): start on an empty data dir, answer, stop cleanly on SIGTERM, start again.
 */
const buildScript = path.join(import.meta.dirname, '../scripts/build.mjs');
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Holds `port` as something else would (a developer's instance beside the test); null if it could not. */
function occupy(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}

/** The real entry point as a child process on PGlite under `dir`; `output` is all it printed. */
function spawnServer(port: number, dir: string, env: Record<string, string> = {}) {
  let output = '';
  // PGlite under DATA_DIR; the PostgreSQL variant of this start is covered by the browser tests.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, BUNDLE_NODE_ARGS, {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    output += d;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

async function start(
  options: { blockSimulatorPort?: boolean } = {},
): Promise<{ child: ChildProcess; base: string; port: number; output: () => string }> {
  const port = await freePort();
  const blocker = options.blockSimulatorPort ? await occupy(port + 1) : null;
  const { child, output } = spawnServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      blocker?.close();
      return { child, base, port, output };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  blocker?.close();
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The payment simulators' address as logged at start; checks that they answer. */
async function simulatorPort(server: { output: () => string }): Promise<number> {
  const logged = /Payment simulators at (http:\/\/127\.0\.0\.1:(\d+))/.exec(server.output());
  expect(logged, server.output()).not.toBeNull();
  const next = await fetch(`${logged?.[1]}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'stripe', outcome: 'pay' }),
  });
  expect(next.status).toBe(204);
  return Number(logged?.[2]);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [buildScript], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stderr}`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('starts on an empty data dir, stops with exit 0 on SIGTERM, and starts again on the same data', async () => {
    const first = await start();
    expect(first.output()).toContain('Pasal is running at');
    expect(await simulatorPort(first)).toBe(first.port + 1);
    const health = await fetch(`${first.base}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    // With PORT+1 taken (say by a developer's instance) the simulators take a free port instead.
    const second = await start({ blockSimulatorPort: true });
    expect(await simulatorPort(second)).not.toBe(second.port + 1);
    const again = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await again).toBe(0);
  });
});

describe('server process stopped while it seeds its first start', () => {
  it('exits 0 at once and leaves an empty database, to be seeded on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pasal-main-seed-'));
    try {
      const server = spawnServer(await freePort(), dir, { SEED_DEMO: 'true', LOG_LEVEL: 'info' });
      const exited = exitOf(server.child);
      const deadline = Date.now() + 60_000;
      while (!server.output().includes('database migrated') && Date.now() < deadline) {
        if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await exited, server.output()).toBe(0);
      // Well before the seed could have finished on its own, and within the 10 s shutdown limit.
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).not.toContain('demo data seeded');
      expect(server.output()).not.toContain('Pasal is running at');

      const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      try {
        const [row] = await database.db.select({ n: count() }).from(users);
        expect(row?.n).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
