import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildSimulatorApp } from '../modules/payments/simulators/simulator-app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isLoopbackAddress, LOOPBACK_ONLY } from './loopback.ts';

const simulatorEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '0.0.0.0',
  DATA_DIR: '/tmp/pasal-sim-unused',
};

/** What the mailbox and a simulator page answer a caller at `remoteAddress` (with headers). */
const status = async (app: FastifyInstance, url: string, options: Partial<InjectOptions> = {}) =>
  (await app.inject({ url, ...options })).statusCode;

describe('development tools on a server listening on every interface', () => {
  let closed: TestApp;
  let opened: TestApp;
  let proxied: TestApp;
  let simulators: FastifyInstance;
  let openSimulators: FastifyInstance;

  beforeAll(async () => {
    closed = await createTestApp({ env: { HOST: '0.0.0.0' } });
    opened = await createTestApp({ env: { HOST: '0.0.0.0', DEV_TOOLS_REMOTE: 'true' } });
    proxied = await createTestApp({ env: { HOST: '0.0.0.0', TRUST_PROXY: 'true' } });
    simulators = await buildSimulatorApp(loadConfig(simulatorEnv), { stripeWebhookUrl: null });
    openSimulators = await buildSimulatorApp(loadConfig({ ...simulatorEnv, DEV_TOOLS_REMOTE: 'true' }), {
      stripeWebhookUrl: null,
    });
  });
  afterAll(async () => {
    await Promise.all([closed, opened, proxied].map((t) => t?.close()));
    await simulators?.close();
    await openSimulators?.close();
  });

  it('show the mailbox (password-reset links) only to this machine by default', async () => {
    expect(await status(closed.app, '/api/v1/dev/mailbox/', { remoteAddress: '127.0.0.1' })).toBe(200);
    expect(await status(closed.app, '/api/v1/dev/mailbox/', { remoteAddress: '::1' })).toBe(200);
    const remote = await closed.app.inject({ url: '/api/v1/dev/mailbox/', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ detail: LOOPBACK_ONLY });
    expect(await status(closed.app, '/api/dev/mailbox/', { remoteAddress: '10.1.2.3' })).toBe(403);
    expect(await status(opened.app, '/api/v1/dev/mailbox/', { remoteAddress: '192.168.1.20' })).toBe(200);
  });

  it('are not opened by a forged X-Forwarded-For, nor to every visitor of a local proxy', async () => {
    const spoofed = { 'x-forwarded-for': '127.0.0.1' };
    expect(
      await status(closed.app, '/api/v1/dev/mailbox/', { remoteAddress: '192.168.1.20', headers: spoofed }),
    ).toBe(403);
    expect(
      await status(proxied.app, '/api/v1/dev/mailbox/', { remoteAddress: '192.168.1.20', headers: spoofed }),
    ).toBe(403);
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    expect(
      await status(proxied.app, '/api/v1/dev/mailbox/', { remoteAddress: '127.0.0.1', headers: visitor }),
    ).toBe(403);
    expect(await status(proxied.app, '/api/v1/dev/mailbox/', { remoteAddress: '127.0.0.1' })).toBe(200);
  });

  it('answer the payment and courier simulators only to this machine by default', async () => {
    const checkout = { method: 'POST' as const, url: '/v1/checkout/sessions', payload: {} };
    expect(await status(simulators, '/ncm/api/v2/branches', { remoteAddress: '192.168.1.20' })).toBe(403);
    expect(await status(simulators, checkout.url, { ...checkout, remoteAddress: '192.168.1.20' })).toBe(403);
    // On this machine they answer as the provider would (here: no key, so Stripe's 401).
    expect(await status(simulators, checkout.url, { ...checkout, remoteAddress: '127.0.0.1' })).toBe(401);
    expect(await status(openSimulators, checkout.url, { ...checkout, remoteAddress: '192.168.1.20' })).toBe(
      401,
    );
  });

  it('know loopback addresses in every spelling, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '1.127.0.0', '', undefined]) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });
});
