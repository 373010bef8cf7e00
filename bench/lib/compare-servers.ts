/**
 * The two servers bench:compare measures, each a child process on a free port of this machine:
 * Pasal with production's settings (NODE_ENV=production, so no simulators, development mailbox
 * or courier) and the bare server (bench/bare/main.ts). Pasal runs from its source through tsx,
 * not from the bundle `npm start` serves: the same code, and a benchmark of requests needs no
 * build first (decision 0033).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Server {
  name: 'Pasal' | 'bare';
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * CPU time a process has used so far, user and system, in ms (/proc/<pid>/stat, fields 14 and 15,
 * in clock ticks of 10 ms). Per request, it is the figure the machine's noise moves least.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until `url` answers 200, failing early with the child's output when it exits. */
async function ready(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} in two minutes:\n${output()}`);
}

async function start(
  name: Server['name'],
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  nodeFlags: string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await ready(child, `${url}/api/v1/category/`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, pid: child.pid ?? 0, stop };
}

/**
 * Pasal in production mode: the least production needs (config.ts), logging warnings only;
 * `env` sets more (bench:growth seeds the demo and turns the product page memory off).
 * BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of its whole run there (open it in Chrome's
 * DevTools or speedscope), and the bare server's in <dir>/bare: where Pasal spends what bare does not.
 */
export async function startPasal(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-compare-'));
  const server = await start(
    'Pasal',
    'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Required in production; nothing is mailed while the benchmark runs.
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    port,
    profiling(),
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startBare(databaseUrl: string): Promise<Server> {
  return start(
    'bare',
    'bench/bare/main.ts',
    { DATABASE_URL: databaseUrl },
    await freePort(),
    profiling('bare'),
  );
}

/** Node's flags for a CPU profile of the whole run in BENCH_PROFILE_DIR (a folder of it, if named). */
function profiling(folder = ''): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, folder)}`] : [];
}
