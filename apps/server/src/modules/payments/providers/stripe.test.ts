import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../payment-provider.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';
import {
  clickHostedPage,
  openHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../simulators/test-simulators.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';

/** Stripe Checkout through the official SDK, against the simulator over real HTTP. */
let sim: TestSimulators;
let stripe: StripeProvider;
let receiver: Server;
/** Webhook deliveries as received: raw body and signature; each event's first delivery is answered 500. */
const deliveries: { body: string; signature: string; answered: number }[] = [];

const request = (oid = 'q7m2x9kp4tza'): ChargeRequest => ({
  orderId: 7,
  oid,
  amount: 1_499_950,
  email: 'sita@example.np',
  fullName: 'Sita Sharma',
  description: `Pasal order ${oid}`,
  returnUrl: `http://shop.test/payment-success/${oid}/?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `http://shop.test/payment-success/${oid}/?cancelled=1&payment_method=stripe`,
});

/** Signed as Stripe documents it, independently of the simulator's and the SDK's code. */
function sign(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: string };
      const answered = deliveries.some((d) => d.body.includes(id)) ? 200 : 500;
      deliveries.push({ body, signature: String(req.headers['stripe-signature']), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  sim = await startTestSimulators(
    {},
    { stripeWebhookUrl: `http://127.0.0.1:${port}/api/v1/stripe-webhook/`, webhookRetryDelaysMs: [50, 50] },
  );
  stripe = createStripeProvider(sim.config.payments.stripe!);
});

afterAll(async () => {
  await sim.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('stripe adapter', () => {
  it('starts a Checkout Session in paisa, and a paid session verifies paid with that amount', async () => {
    const started = await stripe.start(request());
    expect(started).toMatchObject({ kind: 'redirect', currency: 'NPR', providerAmount: 1_499_950 });
    expect(started.providerRef).toMatch(/^cs_test_/);
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'pending', amount: null });

    const page = await openHostedPage(started);
    const html = await page.clone().text();
    expect(html).toContain('Rs. 14,999.50');
    expect(html).toContain('q7m2x9kp4tza');
    const back = await clickHostedPage(page, 'pay');
    expect(back.toString()).toBe(
      `http://shop.test/payment-success/q7m2x9kp4tza/?session_id=${started.providerRef}`,
    );

    const verified = await stripe.verify(started.providerRef);
    expect(verified).toMatchObject({ status: 'paid', amount: 1_499_950, currency: 'NPR' });
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'paid' });
  });

  it('cancel expires an open session: cancelled, and its page is gone', async () => {
    const started = await stripe.start(request());
    const back = await clickHostedPage(await openHostedPage(started), 'cancel');
    expect(back.searchParams.get('cancelled')).toBe('1');
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'pending' });
    expect(await stripe.cancel(started.providerRef)).toMatchObject({ status: 'cancelled' });
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'cancelled' });
    expect((await openHostedPage(started)).status).toBe(404);
  });

  it('cancel does not undo a paid session', async () => {
    const started = await stripe.start(request());
    await clickHostedPage(await openHostedPage(started), 'pay');
    expect(await stripe.cancel(started.providerRef)).toMatchObject({ status: 'paid', amount: 1_499_950 });
  });

  it('a declined payment verifies failed; a queued outcome decides the next Pay click', async () => {
    const declined = await stripe.start(request());
    await clickHostedPage(await openHostedPage(declined), 'fail');
    expect(await stripe.verify(declined.providerRef)).toMatchObject({ status: 'failed', amount: null });

    await sim.next('stripe', 'fail');
    const queued = await stripe.start(request());
    await clickHostedPage(await openHostedPage(queued), 'pay');
    expect(await stripe.verify(queued.providerRef)).toMatchObject({ status: 'failed' });
    const after = await stripe.start(request());
    await clickHostedPage(await openHostedPage(after), 'pay');
    expect(await stripe.verify(after.providerRef)).toMatchObject({ status: 'paid' });
  });

  it('"Pay later" stays pending until the simulator settles it', async () => {
    const started = await stripe.start(request());
    await clickHostedPage(await openHostedPage(started), 'pending');
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'pending' });
    const settled = await fetch(`${sim.url}/__sim/stripe/settle/${started.providerRef}`, { method: 'POST' });
    expect(settled.status).toBe(200);
    expect(await stripe.verify(started.providerRef)).toMatchObject({ status: 'paid', amount: 1_499_950 });
  });

  it('a wrong secret key or an unknown session is ProviderUnavailableError, never a result', async () => {
    const wrongKey = createStripeProvider({ ...sim.config.payments.stripe!, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.start(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(stripe.verify('cs_test_unknown')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('stripe webhooks', () => {
  it('the simulator sends signed events the adapter accepts, retrying a failed delivery', async () => {
    const started = await stripe.start(request('webhookorder1'));
    await clickHostedPage(await openHostedPage(started), 'pay');
    const deadline = Date.now() + 5_000;
    while (
      !deliveries.some((d) => d.body.includes(started.providerRef) && d.answered === 200) &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 20));

    const mine = deliveries.filter((d) => d.body.includes(started.providerRef));
    expect(mine.map((d) => d.answered)).toEqual([500, 200]);
    const [first, retry] = mine.map((d) => stripe.verifyWebhook(d.body, d.signature));
    expect(first).toEqual({
      ok: true,
      eventId: expect.stringMatching(/^evt_/),
      type: 'checkout.session.completed',
      sessionId: started.providerRef,
    });
    // A retry is the same event (same id, for de-duplication), signed afresh.
    expect(retry).toEqual(first);
  });

  it('accepts a body signed with the endpoint secret; refuses tampering, old timestamps, other secrets', () => {
    const secret = sim.config.payments.stripe!.webhookSecret;
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
    });
    expect(stripe.verifyWebhook(body, sign(body, secret))).toEqual({
      ok: true,
      eventId: 'evt_1',
      type: 'checkout.session.async_payment_succeeded',
      sessionId: 'cs_test_1',
    });
    expect(stripe.verifyWebhook(Buffer.from(body), sign(body, secret))).toMatchObject({ ok: true });
    expect(stripe.verifyWebhook(body.replace('cs_test_1', 'cs_test_2'), sign(body, secret))).toMatchObject({
      ok: false,
    });
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(stripe.verifyWebhook(body, sign(body, secret, old))).toMatchObject({ ok: false });
    expect(stripe.verifyWebhook(body, sign(body, 'whsec_other'))).toMatchObject({ ok: false });
    expect(stripe.verifyWebhook(body, undefined)).toMatchObject({ ok: false });
  });

  it('acknowledges events it does not act on with no session', () => {
    const body = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1' } },
    });
    const secret = sim.config.payments.stripe!.webhookSecret;
    expect(stripe.verifyWebhook(body, sign(body, secret))).toEqual({
      ok: true,
      eventId: 'evt_2',
      type: 'charge.refunded',
      sessionId: null,
    });
  });
});
