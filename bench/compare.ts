/**
 * `npm run bench:compare`: Pasal against a bare Fastify + node-postgres server running the same
 * SQL (bare/, kept honest by bare/same-sql.test.ts), on the seed:big database at DATABASE_URL.
 * Both start as child processes (Pasal in production mode), are warmed up, then for every
 * scenario and connection count autocannon runs against each in turn, alternating which goes
 * first, for BENCH_ROUNDS rounds of BENCH_SECONDS each. Prints req/s, p50/p95/p99 latency and the
 * ratio Pasal/bare per scenario as a markdown table, and Pasal's resident memory idle and at its
 * peak under search load (with the bare server's for reference).
 *
 *   DATABASE_URL=postgres://…/pasal_big npm run bench:compare
 *   BENCH_SECONDS=2 BENCH_ROUNDS=1 npm run bench:compare          # a quick look
 *
 * Two scenarios run with 20 stock updates a second alongside, as a busy shop's orders make.
 *
 * BENCH_SECONDS (default 5), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS
 * ("10,32"), BENCH_ONLY (comma-separated: run the scenarios whose name contains one of them).
 *
 * Read the figures with care: autocannon, both servers and PostgreSQL share this machine's
 * cores (2 on the project's machines). autocannon itself takes a good part of one core, so the
 * absolute req/s are lower than on a server of its own, and other work on the machine moves them
 * from run to run. The ratio is the figure to read: both servers meet the same conditions,
 * alternately, round after round. A benchmark, not a test: it never fails on its figures.
 */
import os from 'node:os';
import pg from 'pg';
import { type Row, summaryLine, table } from './lib/compare-report.ts';
import { emptyTally, measure, type Tally } from './lib/compare-run.ts';
import { CART_PREFIX, type Scenario, scenarios } from './lib/compare-scenarios.ts';
import { cpuMs, rssMb, type Server, startBare, startPasal } from './lib/compare-servers.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('bench:compare needs DATABASE_URL=postgres://… of a seed:big database');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? '5');
const rounds = Number(process.env.BENCH_ROUNDS ?? '3');
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? '2');
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,32').split(',').map(Number);
const only = process.env.BENCH_ONLY?.split(',');

const client = new pg.Client({ connectionString: url });
await client.connect();
const removeCarts = () => client.query(`delete from cart_items where cart_id like '${CART_PREFIX}%'`);

/** Highest resident memory of each server seen while `watching` is on, sampled every 100 ms. */
const peaks = new Map<Server, { idle: number; search: number; any: number }>();
let watchingSearch = false;
const sampler = setInterval(() => {
  for (const [server, peak] of peaks) {
    const mb = rssMb(server.pid);
    peak.any = Math.max(peak.any, mb);
    if (watchingSearch) peak.search = Math.max(peak.search, mb);
  }
}, 100);

const servers: Server[] = [];
try {
  await removeCarts();
  const list = (await scenarios(client)).filter((s) => !only || only.some((part) => s.name.includes(part)));
  servers.push(await startPasal(url), await startBare(url));
  const [pasal, bare] = servers as [Server, Server];
  for (const server of servers) peaks.set(server, { idle: rssMb(server.pid), search: 0, any: 0 });
  const products = (await client.query('select count(*) as n from products')).rows[0].n;
  console.log(
    `# Pasal vs bare Fastify + node-postgres, same SQL\n\n${products} products; ${rounds} round(s) × ${seconds} s per server, scenario and connection count; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)} at start\n`,
  );

  const rows: Row[] = [];
  for (const scenario of list) {
    for (const connections of connectionCounts) {
      rows.push(await compare(scenario, connections, pasal, bare));
      console.error(summaryLine(rows.at(-1) as Row));
    }
  }
  console.log(table(rows));
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  console.log('\nResident memory (VmRSS):');
  for (const server of servers) {
    const peak = peaks.get(server);
    if (!peak) continue;
    const underSearch =
      peak.search > 0
        ? `peak under search ${mb(peak.search)} (${(peak.search / peak.idle).toFixed(2)}× idle)`
        : 'no search scenario run';
    console.log(
      `- ${server.name}: idle ${mb(peak.idle)} after start-up, ${underSearch}, peak overall ${mb(peak.any)}`,
    );
  }
} finally {
  clearInterval(sampler);
  for (const server of servers) await server.stop();
  await removeCarts();
  await client.end();
}

/** Runs `work` while the scenario's statements run alongside, one at a time, each on time or skipped. */
async function alongside(scenario: Scenario, work: () => Promise<void>): Promise<void> {
  const writes = scenario.alongside;
  if (!writes) return work();
  let n = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const { text, values } = writes.statement(n++);
    client
      .query(text, values)
      .catch((error) => console.error(`alongside ${scenario.name}: ${error}`))
      .finally(() => {
        busy = false;
      });
  }, writes.everyMs);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
}

/** Warm both up, then BENCH_ROUNDS rounds, alternating which server goes first. */
async function compare(scenario: Scenario, connections: number, pasal: Server, bare: Server): Promise<Row> {
  const tallies = new Map<Server, Tally>([
    [pasal, emptyTally()],
    [bare, emptyTally()],
  ]);
  watchingSearch = scenario.search;
  try {
    for (const server of [pasal, bare])
      await alongside(scenario, () =>
        measure(server.url, scenario.load(server.name), connections, warmupSeconds, emptyTally()),
      );
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [pasal, bare] : [bare, pasal];
      for (const server of order) {
        const tally = tallies.get(server) as Tally;
        const cpuBefore = cpuMs(server.pid);
        await alongside(scenario, () =>
          measure(server.url, scenario.load(server.name), connections, seconds, tally),
        );
        tally.cpuMs += cpuMs(server.pid) - cpuBefore;
      }
    }
  } finally {
    watchingSearch = false;
  }
  return {
    scenario: scenario.name,
    connections,
    pasal: tallies.get(pasal) as Tally,
    bare: tallies.get(bare) as Tally,
  };
}
