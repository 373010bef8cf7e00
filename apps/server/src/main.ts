import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/bootstrap.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo.ts';
import { createTokenService, loadSigningSecret } from './lib/tokens.ts';
import { ncmShipmentsForSimulator } from './modules/logistics/ncm/ncm-simulator-preload.ts';
import { startSimulators } from './modules/payments/simulators/simulator-app.ts';

type Simulators = Awaited<ReturnType<typeof startSimulators>>;

/** What is open so far, closed in reverse on the way out. */
interface Running {
  simulators?: Simulators;
  database?: Database;
  app?: FastifyInstance;
}

/**
 * Config → simulators → database → migrate (and seed) → listen. `stop` aborts when a signal
 * arrives during start-up: the seed stops at its next safe point, leaving an empty database
 * (seeded again on the next start) and no half-written image.
 */
async function start(running: Running, stop: AbortSignal) {
  let config = loadConfig();
  // The payment simulators start first: if their default port is taken they take a free one,
  // and config is read again with it so the adapters talk to the port in use.
  if (config.payments.simulators) {
    running.simulators = await startSimulators(config);
    config = loadConfig({ ...process.env, SIMULATOR_PORT: String(running.simulators.port) });
  }
  const { simulators } = running;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    searchTimeoutMs: config.searchTimeoutMs,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  running.database = database;
  const tokens = createTokenService(
    loadSigningSecret(config.jwtSecret, config.dataDir),
    config.accessTokenSeconds,
  );
  const app = await buildApp({ config, database, tokens });
  running.app = app;
  await prepareDatabase(database, config, (msg) => app.log.info(msg), stop);
  // The NCM simulator learns the parcels already stored (the demo's sample shipments among them).
  simulators?.ncm?.load(await ncmShipmentsForSimulator(database.db));
  stop.throwIfAborted();

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const accounts = config.seedDemo ? DEMO_ACCOUNTS.map((a) => `  ${a.role}: ${a.email} / ${a.password}`) : [];
  const simulated = simulators
    ? [
        `Payment simulators at ${simulators.url} (Stripe /, PayPal /paypal, ConnectIPS /connectips, eSewa /esewa, Khalti /khalti)`,
      ]
    : [];
  console.log(
    [
      `Pasal is running at http://${shown}:${config.port} (database: ${database.kind})`,
      ...simulated,
      ...accounts,
    ].join('\n'),
  );
}

/** Process entry. SIGTERM and SIGINT close cleanly (exit 0) at any moment, start-up included. */
function main() {
  const running: Running = {};
  const stop = new AbortController();
  const started = start(running, stop.signal);
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing`);
    stop.abort(new Error(`${signal} received`));
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Start-up stops at its next safe point before anything it opened is closed under it.
      await started.catch(() => {});
      await running.app?.close();
      await running.simulators?.close();
      await running.database?.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  started.catch((error: unknown) => {
    if (closing) return;
    console.error(error);
    process.exit(1);
  });
}

main();
