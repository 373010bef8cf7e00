import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider } from '../payment-provider.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';
import {
  clickHostedPage,
  openHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../simulators/test-simulators.ts';
import { createPaypalProvider, paisaToUsdCents } from './paypal.ts';

/** PayPal Orders v2 over fetch, against the simulator over real HTTP, at 133.25 NPR to the dollar. */
let sim: TestSimulators;
let paypal: PaymentProvider;

const request: ChargeRequest = {
  orderId: 9,
  oid: 'p4yp4lorder01',
  amount: 1_499_900,
  email: 'ram@example.np',
  fullName: 'Ram Thapa',
  description: 'Pasal order p4yp4lorder01',
  returnUrl: 'http://shop.test/payment-success/p4yp4lorder01/',
  cancelUrl: 'http://shop.test/payment-success/p4yp4lorder01/?cancelled=1&payment_method=paypal',
};
/** Rs 14,999 / 133.25 = $112.5628… */
const CENTS = 11_256;

type Captured = { purchase_units: { payments?: { captures?: unknown[] } }[] };
const captures = (raw: unknown) => (raw as Captured).purchase_units[0]?.payments?.captures?.length ?? 0;

beforeAll(async () => {
  sim = await startTestSimulators({ PAYPAL_NPR_PER_USD: '133.25' });
  paypal = createPaypalProvider(sim.config.payments.paypal!);
});
afterAll(() => sim.close());

describe('paisa to US cents', () => {
  it('divides by the rate in integers and rounds half up to the cent', () => {
    expect(paisaToUsdCents(100_000, '100')).toBe(1_000);
    expect(paisaToUsdCents(150, '100')).toBe(2);
    expect(paisaToUsdCents(149, '100')).toBe(1);
    expect(paisaToUsdCents(1_499_900, '133.25')).toBe(CENTS);
    expect(paisaToUsdCents(13_325, '133.25')).toBe(100);
  });
});

describe('paypal adapter', () => {
  it('creates a USD order at the configured rate, keeps the rate, and sends the shopper to approve it', async () => {
    const started = await paypal.start(request);
    expect(started).toMatchObject({
      kind: 'redirect',
      currency: 'USD',
      providerAmount: CENTS,
      fxRate: '133.25',
    });
    if (started.kind !== 'redirect') throw new Error('a redirect was due');
    expect(started.url).toBe(`${sim.url}/paypal/checkoutnow?token=${started.providerRef}`);
    const page = await openHostedPage(started);
    expect(await page.text()).toContain('$112.56 USD');
  });

  it('Pay → verify captures once and says paid in cents; verifying again captures nothing more', async () => {
    const started = await paypal.start(request);
    const back = await clickHostedPage(await openHostedPage(started), 'pay');
    expect(back.origin + back.pathname).toBe('http://shop.test/payment-success/p4yp4lorder01/');
    expect(back.searchParams.get('token')).toBe(started.providerRef);

    const first = await paypal.verify(started.providerRef);
    expect(first).toMatchObject({ status: 'paid', amount: CENTS, currency: 'USD' });
    const second = await paypal.verify(started.providerRef);
    expect(second).toMatchObject({ status: 'paid', amount: CENTS });
    expect(captures(second.raw)).toBe(1);
  });

  it('two verifications at once (return page and a retry) capture once', async () => {
    const started = await paypal.start(request);
    await clickHostedPage(await openHostedPage(started), 'pay');
    const results = await Promise.all([
      paypal.verify(started.providerRef),
      paypal.verify(started.providerRef),
    ]);
    expect(results.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(captures((await paypal.verify(started.providerRef)).raw)).toBe(1);
  });

  it('Cancel returns to the cancel URL; cancel ends the attempt and nothing is captured', async () => {
    const started = await paypal.start(request);
    const back = await clickHostedPage(await openHostedPage(started), 'cancel');
    expect(back.searchParams.get('cancelled')).toBe('1');
    expect(back.searchParams.get('token')).toBe(started.providerRef);
    expect(await paypal.cancel(started.providerRef)).toMatchObject({ status: 'cancelled', amount: null });
    // Unapproved orders lapse at PayPal: asked again it is still waiting, never paid.
    expect(await paypal.verify(started.providerRef)).toMatchObject({ status: 'pending' });
  });

  it('a declined capture is failed, a pending capture is pending (queued through /__sim/next)', async () => {
    const declined = await paypal.start(request);
    await clickHostedPage(await openHostedPage(declined), 'fail');
    expect(await paypal.verify(declined.providerRef)).toMatchObject({ status: 'failed', amount: null });

    await sim.next('paypal', 'pending');
    const later = await paypal.start(request);
    await clickHostedPage(await openHostedPage(later), 'pay');
    expect(await paypal.verify(later.providerRef)).toMatchObject({ status: 'pending', amount: null });
  });

  it('the simulator refuses rupees, as PayPal does: the adapter must convert', async () => {
    const { apiUrl, clientId, clientSecret } = sim.config.payments.paypal!;
    const auth = await fetch(`${apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const { access_token } = (await auth.json()) as { access_token: string };
    const create = (currency_code: string) =>
      fetch(`${apiUrl}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code, value: '14999.00' } }],
          application_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl },
        }),
      });
    const npr = await create('NPR');
    expect(npr.status).toBe(422);
    expect(((await npr.json()) as { details: { issue: string }[] }).details[0]?.issue).toBe(
      'CURRENCY_NOT_SUPPORTED',
    );
    expect((await create('USD')).status).toBe(201);
  });

  it('wrong credentials or an unknown order are ProviderUnavailableError', async () => {
    const wrong = createPaypalProvider({ ...sim.config.payments.paypal!, clientSecret: 'nope' });
    await expect(wrong.start(request)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(paypal.verify('NOSUCHORDER')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
