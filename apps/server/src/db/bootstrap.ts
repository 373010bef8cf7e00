import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';
import { seedDemo } from './seed/demo.ts';

/**
 * Brings a database up to date: migrations always; the demo data only on the first start of
 * an empty database, and only when SEED_DEMO allows. When `signal` aborts, the seed stops and
 * rolls back (the database stays empty, to be seeded on the next start).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: (msg: string) => void,
  signal?: AbortSignal,
) {
  const started = performance.now();
  await database.migrate();
  log(`database migrated (${database.kind}) in ${Math.round(performance.now() - started)} ms`);
  if (!config.seedDemo) return { seeded: false };
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const seedStarted = performance.now();
  await seedDemo(database.db, {
    mediaDir: config.mediaDir,
    log,
    signal,
    serviceFeePercent: config.serviceFeePercent,
  });
  log(`demo data seeded in ${Math.round(performance.now() - seedStarted)} ms`);
  return { seeded: true };
}
