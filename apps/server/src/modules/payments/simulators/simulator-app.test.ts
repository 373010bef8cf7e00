import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';
import { parseForm } from './form-body.ts';
import { startSimulators } from './simulator-app.ts';
import { startTestSimulators, type TestSimulators } from './test-simulators.ts';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', DATA_DIR: '/tmp/pasal-sim-unused' };

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

describe('simulators: where they run', () => {
  it('never in production: config refuses SIMULATORS=true, and startSimulators refuses a production config', async () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SIMULATORS: 'true' })).toThrow(/SIMULATORS/);
    const production = loadConfig(PRODUCTION_ENV);
    expect(production.payments.simulators).toBeNull();
    expect(production.payments.stripe).toBeNull();
    await expect(startSimulators(production)).rejects.toThrow(/never run in production/);
    const disguised = { ...loadConfig(base), isProduction: true };
    await expect(startSimulators(disguised)).rejects.toThrow(/never run in production/);
  });

  it('on by default outside production, at PORT+1, with every provider pointed at them', () => {
    const config = loadConfig({ ...base, PORT: '4100', HOST: '0.0.0.0' });
    expect(config.payments.simulators).toMatchObject({
      port: 4101,
      url: 'http://127.0.0.1:4101',
      anyPortIfTaken: true,
    });
    expect(config.payments.stripe?.apiUrl).toBe('http://127.0.0.1:4101');
    expect(config.payments.paypal?.apiUrl).toBe('http://127.0.0.1:4101/paypal');
    expect(config.payments.connectips?.gatewayUrl).toBe('http://127.0.0.1:4101/connectips');
    expect(loadConfig({ ...base, SIMULATORS: 'false' }).payments.simulators).toBeNull();
  });

  it('takes a free port when the default one is taken, but not when the port was chosen', async () => {
    const blocker = await listen();
    const taken = portOf(blocker);
    try {
      const running = await startSimulators(loadConfig({ ...base, PORT: String(taken - 1) }));
      expect(running.port).not.toBe(taken);
      expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
      await running.close();
      await expect(
        startSimulators(loadConfig({ ...base, SIMULATOR_PORT: String(taken) })),
      ).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      blocker.close();
    }
  });
});

describe('simulators: test controls', () => {
  let sim: TestSimulators;
  beforeAll(async () => {
    sim = await startTestSimulators();
  });
  afterAll(() => sim.close());

  it('/__sim/next takes a provider and an outcome, and refuses anything else', async () => {
    const post = (body: unknown) =>
      fetch(`${sim.url}/__sim/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    expect(await post({ provider: 'paypal', outcome: 'fail' })).toBe(204);
    expect(await post({ provider: 'khalti', outcome: 'pending' })).toBe(204);
    expect(await post({ provider: 'fonepay', outcome: 'fail' })).toBe(400);
    expect(await post({ provider: 'paypal', outcome: 'refund' })).toBe(400);
  });

  it('unknown payments show a page saying so, not an error', async () => {
    const stripePage = await fetch(`${sim.url}/c/pay/cs_test_nothing`);
    expect(stripePage.status).toBe(404);
    expect(await stripePage.text()).toContain('no longer active');
    const paypalPage = await fetch(`${sim.url}/paypal/checkoutnow?token=NOTHING`);
    expect(paypalPage.status).toBe(404);
    const khaltiPage = await fetch(`${sim.url}/khalti/pay/?pidx=NOTHING`);
    expect(khaltiPage.status).toBe(404);
    expect(await khaltiPage.text()).toContain('Unknown payment.');
  });
});

describe('form bodies', () => {
  it("reads Stripe's brackets as objects and arrays, flat forms flat, and skips prototype keys", () => {
    const body =
      'mode=payment&line_items[0][price_data][currency]=npr&line_items[0][quantity]=1&line_items[1][quantity]=2' +
      '&expand[]=payment_intent&expand[]=customer&metadata[oid]=abc&__proto__[polluted]=1&constructor=x';
    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'npr' }, quantity: '1' }, { quantity: '2' }],
      expand: ['payment_intent', 'customer'],
      metadata: { oid: 'abc' },
    });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(parseForm('TXNID=AB12&REMARKS=Pasal+order')).toEqual({ TXNID: 'AB12', REMARKS: 'Pasal order' });
  });
});
