/**
 * `npm run bench:explain -- URL…`: EXPLAIN (ANALYZE, BUFFERS) of every statement Pasal runs for
 * each request, on the PostgreSQL at DATABASE_URL (a `seed:big` database, say). The app is
 * driven in-process (`inject`), each statement captured with its parameters and explained on a
 * connection of its own. `PLAN=1` prints whole plans, otherwise each statement's execution time.
 * A profiling aid, not a test.
 */
import { buildApp } from '@pasal/server/src/app.ts';
import { loadConfig } from '@pasal/server/src/config.ts';
import { openDatabase, SESSION_SETTINGS } from '@pasal/server/src/db/client.ts';
import { createTokenService } from '@pasal/server/src/lib/tokens.ts';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('bench:explain needs DATABASE_URL=postgres://…');

let captured: { text: string; params: unknown[] }[] = [];
const database = await openDatabase({ url, onQuery: (text, params) => captured.push({ text, params }) });
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  SIMULATORS: 'false',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp({ config, database, tokens: createTokenService('x'.repeat(40), 3600) });
const pool = new pg.Pool({
  connectionString: url,
  options: Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' '),
});
try {
  for (const target of process.argv.slice(2)) {
    captured = [];
    const response = await app.inject({ method: 'GET', url: target });
    console.log(
      `${target} → ${response.statusCode}, ${response.body.length} bytes, ${captured.length} statements`,
    );
    for (const { text, params } of captured) {
      const oneLine = text.replace(/\s+/g, ' ').trim();
      if (!/^(select|with)\b/i.test(oneLine)) {
        console.log(`  (not explained) ${oneLine.slice(0, 120)}`);
        continue;
      }
      const plan = (await pool.query(`explain (analyze, buffers) ${text}`, params)).rows.map(
        (row) => row['QUERY PLAN'] as string,
      );
      console.log(`  ${plan.find((line) => line.startsWith('Execution Time'))}  ${oneLine.slice(0, 140)}`);
      if (process.env.PLAN) console.log(plan.map((line) => `      ${line}`).join('\n'));
    }
  }
} finally {
  await app.close();
  await database.close();
  await pool.end();
}
