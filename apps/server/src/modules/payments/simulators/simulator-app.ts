import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { loopbackOnly } from '../../../lib/loopback.ts';
import { geoSimulator } from '../../geo/geo-simulator.ts';
import { ncmSimulator } from '../../logistics/ncm/ncm-simulator.ts';
import { SimulatedOrders } from '../../logistics/ncm/ncm-simulator-orders.ts';
import { connectipsSimulator } from './connectips-simulator.ts';
import { esewaSimulator } from './esewa-simulator.ts';
import { parseForm } from './form-body.ts';
import { khaltiSimulator } from './khalti-simulator.ts';
import { createOutcomeQueue, OUTCOMES, SIM_PROVIDERS } from './outcomes.ts';
import { paypalSimulator } from './paypal-simulator.ts';
import { stripeSimulator } from './stripe-simulator.ts';
import { createWebhookSender } from './stripe-webhooks.ts';

export interface SimulatorOptions {
  /** Where Stripe events go (default: config's STRIPE_WEBHOOK_URL); null sends none. */
  stripeWebhookUrl?: string | null;
  /** The waits before each webhook retry (Stripe's are hours; these are seconds). */
  webhookRetryDelaysMs?: readonly number[];
  /** The NCM courier simulator's parcels (default: none yet). */
  ncmOrders?: SimulatedOrders;
  /** How long a Khalti payment link lives (Khalti's: an hour). */
  khaltiLinkSeconds?: number;
}

const nextSchema = z.object({ provider: z.enum(SIM_PROVIDERS), outcome: z.enum(OUTCOMES) });

function simulatorSettings(config: Config) {
  const settings = config.payments.simulators;
  if (config.isProduction || !settings)
    throw new Error('The payment simulators are off: they never run in production.');
  return settings;
}

/**
 * One app that speaks each configured provider's HTTP API at its real paths (Stripe at the root,
 * PayPal under /paypal, ConnectIPS under /connectips, eSewa under /esewa, Khalti under /khalti, NCM
 * under /ncm, a reverse geocoder at /geo), so pointing an adapter at the real host is
 * only configuration. State lives in memory: it is a simulator.
 */
export async function buildSimulatorApp(
  config: Config,
  options: SimulatorOptions = {},
): Promise<FastifyInstance> {
  const { payments } = config;
  const settings = simulatorSettings(config);
  const app = Fastify({
    logger: { level: config.logLevel, msgPrefix: 'simulator: ' },
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseForm },
  });
  loopbackOnly(app, config.devToolsRemote);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const outcomes = createOutcomeQueue();
  /** Tests and journeys decide how the next Pay click of a provider ends. */
  app.post('/__sim/next', async (request, reply) => {
    const parsed = nextSchema.safeParse(request.body);
    if (!parsed.success)
      return reply
        .status(400)
        .send({ error: `provider: ${SIM_PROVIDERS.join('|')}, outcome: ${OUTCOMES.join('|')}` });
    outcomes.push(parsed.data.provider, parsed.data.outcome);
    return reply.status(204).send();
  });

  if (payments.stripe) {
    const webhooks = createWebhookSender({
      url: options.stripeWebhookUrl === undefined ? settings.stripeWebhookUrl : options.stripeWebhookUrl,
      secret: payments.stripe.webhookSecret,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [1_000, 5_000, 15_000, 60_000],
      log: app.log,
    });
    app.addHook('onClose', async () => webhooks.close());
    await app.register(stripeSimulator, { stripe: payments.stripe, outcomes, webhooks });
  }
  if (payments.paypal)
    await app.register(paypalSimulator, { prefix: '/paypal', paypal: payments.paypal, outcomes });
  if (payments.connectips)
    await app.register(connectipsSimulator, {
      prefix: '/connectips',
      connectips: payments.connectips,
      outcomes,
    });
  if (payments.esewa)
    await app.register(esewaSimulator, { prefix: '/esewa', esewa: payments.esewa, outcomes });
  if (payments.khalti)
    await app.register(khaltiSimulator, {
      prefix: '/khalti',
      khalti: payments.khalti,
      outcomes,
      linkSeconds: options.khaltiLinkSeconds,
    });
  await app.register(geoSimulator);
  const ncm = config.logistics.ncmSimulator;
  if (ncm) {
    const orders = options.ncmOrders ?? new SimulatedOrders(ncm.minutesPerStep);
    await app.register(ncmSimulator, { token: ncm.token, orders });
  }
  return app;
}

export interface RunningSimulators {
  /** The base every simulated provider answers under, e.g. http://127.0.0.1:3001. */
  url: string;
  port: number;
  /** The NCM simulator's parcels (null when it is off), so the stored ones can be loaded. */
  ncm: SimulatedOrders | null;
  close(): Promise<void>;
}

/**
 * Listens on SIMULATOR_PORT. When that is only the default (PORT+1) and something else holds it
 * (a developer's running instance beside a test), any free port will do: config is then
 * reloaded with the port in use, so the adapters follow.
 */
export async function startSimulators(
  config: Config,
  options: SimulatorOptions = {},
): Promise<RunningSimulators> {
  const settings = simulatorSettings(config);
  const ncmSettings = config.logistics.ncmSimulator;
  const ncm = ncmSettings ? new SimulatedOrders(ncmSettings.minutesPerStep) : null;
  if (ncm) options = { ...options, ncmOrders: ncm };
  let app = await buildSimulatorApp(config, options);
  try {
    await app.listen({ port: settings.port, host: config.host });
  } catch (error) {
    await app.close();
    if (!settings.anyPortIfTaken || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    app = await buildSimulatorApp(config, options);
    await app.listen({ port: 0, host: config.host });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(settings.url);
  url.port = String(port);
  return { url: url.origin, port, ncm, close: () => app.close() };
}
