import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/bootstrap.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo.ts';
import { createTokenService, loadSigningSecret } from './lib/tokens.ts';
import { ncmShipmentsForSimulator } from './modules/logistics/ncm/ncm-simulator-preload.ts';
import { startSimulators } from './modules/payments/simulators/simulator-app.ts';

/** Process entry: config → simulators → database → migrate (and seed) → listen; SIGTERM closes cleanly. */
async function main() {
  let config = loadConfig();
  // The payment simulators start first: if their default port is taken they take a free one,
  // and config is read again with it so the adapters talk to the port in use.
  const simulators = config.payments.simulators ? await startSimulators(config) : null;
  if (simulators) config = loadConfig({ ...process.env, SIMULATOR_PORT: String(simulators.port) });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  const tokens = createTokenService(
    loadSigningSecret(config.jwtSecret, config.dataDir),
    config.accessTokenSeconds,
  );
  const app = await buildApp({ config, database, tokens });
  await prepareDatabase(database, config, (msg) => app.log.info(msg));
  // The NCM simulator learns the parcels already stored (the demo's sample shipments among them).
  simulators?.ncm?.load(await ncmShipmentsForSimulator(database.db));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await simulators?.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const accounts = config.seedDemo ? DEMO_ACCOUNTS.map((a) => `  ${a.role}: ${a.email} / ${a.password}`) : [];
  const simulated = simulators
    ? [`Payment simulators at ${simulators.url} (Stripe /, PayPal /paypal, ConnectIPS /connectips)`]
    : [];
  console.log(
    [
      `Pasal is running at http://${shown}:${config.port} (database: ${database.kind})`,
      ...simulated,
      ...accounts,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
