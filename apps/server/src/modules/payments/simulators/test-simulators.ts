import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decimalToPaisa } from '@pasal/domain';
import { z } from 'zod';
import { loadConfig } from '../../../config.ts';
import type { PaymentStart } from '../payment-provider.ts';
import type { Choice, Outcome, SimProvider } from './outcomes.ts';
import { type SimulatorOptions, startSimulators } from './simulator-app.ts';

/**
 * For tests: the simulators on a free port, and the environment of an app that talks to them
 * (pass `env` to createTestApp, or `config` to createPaymentRegistry). Both share one DATA_DIR,
 * hence one ConnectIPS key. Webhooks go nowhere unless `stripeWebhookUrl` says where.
 */
export async function startTestSimulators(env: Record<string, string> = {}, options: SimulatorOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-sim-'));
  const base = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SIMULATOR_PORT: '0',
    ...env,
  };
  const simulators = await startSimulators(loadConfig(base), { stripeWebhookUrl: null, ...options });
  const appEnv = { ...base, SIMULATOR_PORT: String(simulators.port) };
  return {
    url: simulators.url,
    env: appEnv,
    config: loadConfig(appEnv),
    /** Makes the next Pay click of `provider` end as `outcome` (POST /__sim/next). */
    async next(provider: SimProvider, outcome: Outcome) {
      const response = await fetch(`${simulators.url}/__sim/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider, outcome }),
      });
      if (response.status !== 204) throw new Error(`/__sim/next answered ${response.status}`);
    },
    /**
     * What the provider itself says it paid back for an attempt, in its minor unit (paisa, or
     * USD cents for PayPal), asked through its own API as anyone holding the keys would.
     */
    async refundsAt(provider: 'stripe' | 'paypal', providerRef: string): Promise<SimRefundSeen[]> {
      const { stripe, paypal } = loadConfig(appEnv).payments;
      if (provider === 'stripe' && stripe) {
        const auth = { authorization: `Bearer ${stripe.secretKey}` };
        const session = await getJson(
          `${stripe.apiUrl}/v1/checkout/sessions/${providerRef}`,
          auth,
          stripeSession,
        );
        const query = new URLSearchParams({ payment_intent: session.payment_intent ?? '' });
        return (await getJson(`${stripe.apiUrl}/v1/refunds?${query}`, auth, stripeRefunds)).data;
      }
      if (provider === 'paypal' && paypal) {
        const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
        const token = await fetch(`${paypal.apiUrl}/v1/oauth2/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        }).then(async (r) => z.object({ access_token: z.string() }).parse(await r.json()));
        const order = await getJson(
          `${paypal.apiUrl}/v2/checkout/orders/${providerRef}`,
          { authorization: `Bearer ${token.access_token}` },
          paypalOrder,
        );
        return (order.purchase_units[0]?.payments?.refunds ?? []).map((r) => ({
          id: r.id,
          amount: decimalToPaisa(r.amount.value) ?? Number.NaN,
        }));
      }
      throw new Error(`${provider} is not simulated here`);
    },
    async close() {
      await simulators.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestSimulators = Awaited<ReturnType<typeof startTestSimulators>>;

/** A refund as the provider reports it. */
export interface SimRefundSeen {
  id: string;
  /** In the provider's minor unit. */
  amount: number;
}

const stripeSession = z.object({ payment_intent: z.string().nullable() });
const stripeRefunds = z.object({ data: z.array(z.object({ id: z.string(), amount: z.number() })) });
const paypalOrder = z.object({
  purchase_units: z.array(
    z.object({
      payments: z
        .object({
          refunds: z.array(z.object({ id: z.string(), amount: z.object({ value: z.string() }) })).optional(),
        })
        .optional(),
    }),
  ),
});

async function getJson<T>(url: string, headers: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

/** The provider's page, reached as the browser would: following the redirect, or posting the form. */
export function openHostedPage(started: PaymentStart): Promise<Response> {
  return started.kind === 'redirect'
    ? fetch(started.url)
    : fetch(started.actionUrl, { method: 'POST', body: new URLSearchParams(started.formData) });
}

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

/** Clicks one of a hosted page's buttons (posts its form); answers where the provider sends the shopper. */
export async function clickHostedPage(page: Response, choice: Choice): Promise<URL> {
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action)
    throw new Error(`not a payment page (${page.status}): ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields.set(unescapeHtml(name), unescapeHtml(value));
  fields.set('choice', choice);
  const response = await fetch(new URL(unescapeHtml(action), page.url), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`the page answered ${response.status}`);
  return new URL(location);
}
