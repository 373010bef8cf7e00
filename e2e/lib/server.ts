import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { BUNDLE_NODE_ARGS } from '../../apps/server/src/bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server's data right after its first start seeded the demo, saved once per run (global-setup.ts). */
    seededDemo: StoredData;
  }
}

/**
 * The repository root: the server is started from there, exactly as `npm run serve` starts it, from
 * the bundle `npm run build` made (test:e2e builds first).
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000; // first start migrates and seeds the demo data
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 200_000; // characters of server output kept for the failure message

export interface RunningServer {
  baseUrl: string;
  /** The server's token signing secret, so journeys can hold a session before sign-in exists. */
  jwtSecret: string;
  /**
   * The payment and courier simulators (their hosted pages are another origin, like real
   * providers). Nothing listens there when `ServerOptions.env` turns SIMULATORS off.
   */
  simulatorUrl: string;
  /** What the server printed so far (stdout and stderr interleaved). */
  output(): string;
  stop(): Promise<void>;
  /** Stops the server and keeps what it stored, for other servers to start from (ServerOptions.from). */
  stopAndKeep(): Promise<SavedData>;
}

/**
 * What a server stores: its DATA_DIR (the embedded database and the pictures) and, on PostgreSQL,
 * the name of its database. A new server starts on copies of both.
 */
export interface StoredData {
  dataDir: string;
  database?: string | undefined;
}

export interface SavedData extends StoredData {
  remove(): Promise<void>;
}

export type ServerEnv = Record<string, string | undefined>;

export interface ServerOptions {
  /**
   * Configuration of this server over the journeys' defaults (README "Configuration"), e.g. a
   * payment provider left out; `undefined` unsets a variable, whatever the shell has. A function
   * receives the server's addresses first, for values that point at them.
   */
  env?: ServerEnv | ((addresses: { baseUrl: string; simulatorUrl: string }) => ServerEnv);
  /**
   * What the new server starts from, copied (see StoredData): by default the test run's freshly
   * seeded demo (global-setup.ts), which only exists inside Vitest. A DATA_DIR holding only the
   * demo's pictures (writeDemoImages' `media` folder) and no database makes the server seed the
   * demo rows itself, as on a first start.
   */
  from?: StoredData;
}

/**
 * Starts the real server on a copy of `options.from`: under a new temp DATA_DIR and, when
 * DATABASE_URL is set, in a new database on that PostgreSQL server, so every test file begins
 * from the same demo data whatever ran before it.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const from = options.from ?? inject('seededDemo');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-e2e-'));
  await cp(from.dataDir, dataDir, { recursive: true });
  const database = process.env.DATABASE_URL
    ? await createDatabase(process.env.DATABASE_URL, from.database)
    : undefined;
  const port = await freePort();
  const simulatorPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const jwtSecret = randomBytes(32).toString('hex');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    // Links in mail (password reset) must open this server, as a shopper's would.
    PUBLIC_URL: baseUrl,
    // As deployed behind a load balancer: a journey may reach it through a local HTTPS proxy.
    TRUST_PROXY: 'true',
    SIMULATOR_PORT: String(simulatorPort),
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;
  const overrides =
    typeof options.env === 'function' ? options.env({ baseUrl, simulatorUrl }) : (options.env ?? {});
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(process.execPath, BUNDLE_NODE_ARGS, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const remove = async () => {
    if (database) await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await terminate(child);
    await remove();
  };
  const stopAndKeep = async (): Promise<SavedData> => {
    if (stopped) throw new Error('The server was stopped before its data could be kept');
    stopped = true;
    await terminate(child);
    return { dataDir, database: database?.name, remove };
  };

  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The server did not start: ${reason}\n--- server output ---\n${output}--- end ---`);
  }
  return { baseUrl, jwtSecret, simulatorUrl, output: () => output, stop, stopAndKeep };
}

/** Asks the OS for an unused port; the tiny window before the server binds it is acceptable here. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.ok) return;
      last = `GET /api/health → ${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET /api/health was not 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
}

/** SIGTERM lets the server close its database cleanly; SIGKILL only if it hangs. */
async function terminate(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Creates `pasal_e2e_<random>` on the server DATABASE_URL points at, a copy of `template` when
 * given (which nothing may be connected to); drop() removes it again.
 */
async function createDatabase(adminUrl: string, template?: string) {
  const name = `pasal_e2e_${randomBytes(6).toString('hex')}`;
  const copied = template ? ` template "${template}"` : '';
  await withClient(adminUrl, (client) => client.query(`create database ${name}${copied}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // with (force) ends connections the server may have left behind, e.g. after a SIGKILL.
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
