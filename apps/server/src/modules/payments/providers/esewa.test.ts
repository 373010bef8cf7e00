import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider, PaymentStart } from '../payment-provider.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';
import {
  clickHostedPage,
  openHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../simulators/test-simulators.ts';
import { createEsewaProvider, readEsewaReturn } from './esewa.ts';

/** eSewa ePay v2 against its simulator over real HTTP: the signed form, the signed return, the status check. */
let sim: TestSimulators;
let esewa: PaymentProvider;
let config: NonNullable<TestSimulators['config']['payments']['esewa']>;
const AMOUNT = 250_075;
/** eSewa's published test secret (INTEGRATIONS.md), which the simulator takes by default. */
const TEST_SECRET = '8gBm/:&EnhH.1/q';

const request = (amount = AMOUNT): ChargeRequest => ({
  orderId: 7,
  oid: 'es3wa0rder01',
  amount,
  email: 'sita@example.np',
  fullName: 'Sita Tamang',
  description: 'Pasal order es3wa0rder01',
  returnUrl: 'http://shop.test/payment-success/es3wa0rder01/',
  cancelUrl: 'http://shop.test/payment-success/es3wa0rder01/?cancelled=1&payment_method=esewa',
});

function formOf(started: PaymentStart) {
  if (started.kind !== 'form') throw new Error('a form was due');
  return started;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64');
const decode = (data: string) => Buffer.from(data, 'base64').toString('utf8');
const encode = (text: string) => Buffer.from(text).toString('base64');

/** Pays on the simulator's page and answers the success redirect's `data`. */
async function paidData(amount = AMOUNT) {
  const started = formOf(await esewa.start(request(amount)));
  const back = await clickHostedPage(await openHostedPage(started), 'pay');
  return { started, back, data: back.searchParams.get('data') ?? '' };
}

beforeAll(async () => {
  sim = await startTestSimulators({ PUBLIC_URL: 'http://shop.test' });
  config = sim.config.payments.esewa!;
  esewa = createEsewaProvider(config);
});
afterAll(() => sim.close());

describe('esewa adapter', () => {
  it('signs the form as eSewa documents: rupee strings, HMAC-SHA256 over total, uuid and product code', async () => {
    const started = formOf(await esewa.start(request()));
    const f = started.formData;
    expect(started.actionUrl).toBe(`${sim.url}/esewa/api/epay/main/v2/form`);
    expect(f).toMatchObject({
      amount: '2500.75',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '2500.75',
      product_code: 'EPAYTEST',
      success_url: request().returnUrl,
      failure_url: request().cancelUrl,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    // The order's id first, for support; eSewa takes letters, digits and hyphens.
    expect(f.transaction_uuid).toMatch(/^es3wa0rder01-[0-9a-f]{10}$/);
    expect(started).toMatchObject({
      providerRef: f.transaction_uuid,
      currency: 'NPR',
      providerAmount: AMOUNT,
    });
    const message = `total_amount=2500.75,transaction_uuid=${f.transaction_uuid},product_code=EPAYTEST`;
    expect(f.signature).toBe(hmac(TEST_SECRET, message));
  });

  it('eSewa refuses a form whose amount was changed after signing', async () => {
    const started = formOf(await esewa.start(request()));
    const tampered = await fetch(started.actionUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...started.formData, amount: '1.00', total_amount: '1.00' }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Invalid signature');
  });

  it('Pay → the success URL with signed data → the status check says paid, with the amount', async () => {
    const { started, back, data } = await paidData();
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment-success/es3wa0rder01/');
    const fields = JSON.parse(decode(data));
    expect(fields).toMatchObject({
      status: 'COMPLETE',
      transaction_uuid: started.providerRef,
      product_code: 'EPAYTEST',
    });
    expect(readEsewaReturn(config, data)).toBe(started.providerRef);
    expect(await esewa.verify(started.providerRef, AMOUNT)).toMatchObject({
      status: 'paid',
      amount: AMOUNT,
      currency: 'NPR',
    });
  });

  it('checks the signature over the amount exactly as eSewa wrote it ("1000.0"), not as JSON reads it', async () => {
    const { started, data } = await paidData(100_000);
    expect(decode(data)).toContain('"total_amount":1000.0,');
    expect(readEsewaReturn(config, data)).toBe(started.providerRef);
    expect(await esewa.verify(started.providerRef, 100_000)).toMatchObject({
      status: 'paid',
      amount: 100_000,
    });
  });

  it('refuses data eSewa did not sign: another key, an altered amount, fewer signed fields, another merchant, nonsense', async () => {
    const { data } = await paidData();
    const text = decode(data);
    const fields = JSON.parse(text) as Record<string, string>;
    const names = fields.signed_field_names!.split(',');
    const resign = (secret: string, changed: Record<string, string>, signed = names) => {
      const next = { ...fields, ...changed, signed_field_names: signed.join(',') };
      const message = signed.map((name) => `${name}=${(next as Record<string, unknown>)[name]}`).join(',');
      return encode(JSON.stringify({ ...next, signature: hmac(secret, message) }));
    };
    expect(readEsewaReturn(config, resign('not-the-secret', {}))).toBeNull();
    expect(
      readEsewaReturn(config, encode(text.replace('"total_amount":2500.75', '"total_amount":1.0'))),
    ).toBeNull();
    // eSewa's own signature, with the amount dropped from the names it claims to cover.
    const fewer = { ...fields, signed_field_names: 'transaction_uuid,product_code', total_amount: '1.0' };
    expect(readEsewaReturn(config, encode(JSON.stringify(fewer)))).toBeNull();
    expect(readEsewaReturn({ ...config, productCode: 'OTHER' }, data)).toBeNull();
    expect(readEsewaReturn(config, encode('[1,2]'))).toBeNull();
    expect(readEsewaReturn(config, 'not base64 json')).toBeNull();
    // The genuine one still reads.
    expect(readEsewaReturn(config, resign(TEST_SECRET, {}))).toBe(fields.transaction_uuid);
  });

  it('is never paid for another amount than the one asked', async () => {
    const { started } = await paidData();
    expect(await esewa.verify(started.providerRef, AMOUNT - 1)).toMatchObject({
      status: 'failed',
      amount: null,
    });
    await expect(esewa.verify(started.providerRef)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('Cancel and Decline go to the failure URL: cancelled and failed; Pay later is pending', async () => {
    const cancelled = formOf(await esewa.start(request()));
    const back = await clickHostedPage(await openHostedPage(cancelled), 'cancel');
    expect(back.toString()).toBe(request().cancelUrl);
    expect(await esewa.verify(cancelled.providerRef, AMOUNT)).toMatchObject({ status: 'cancelled' });

    const declined = formOf(await esewa.start(request()));
    await clickHostedPage(await openHostedPage(declined), 'fail');
    expect(await esewa.verify(declined.providerRef, AMOUNT)).toMatchObject({ status: 'failed' });
    expect(await esewa.cancel(declined.providerRef, AMOUNT)).toMatchObject({ status: 'cancelled' });

    await sim.next('esewa', 'pending');
    const later = formOf(await esewa.start(request()));
    const laterBack = await clickHostedPage(await openHostedPage(later), 'pay');
    expect(JSON.parse(decode(laterBack.searchParams.get('data') ?? ''))).toMatchObject({ status: 'PENDING' });
    expect(await esewa.verify(later.providerRef, AMOUNT)).toMatchObject({ status: 'pending' });
  });

  it('a paid payment stays paid when the shopper also comes back through the cancel link', async () => {
    const { started } = await paidData();
    expect(await esewa.cancel(started.providerRef, AMOUNT)).toMatchObject({ status: 'paid', amount: AMOUNT });
  });

  it('an unreachable eSewa is ProviderUnavailableError', async () => {
    const away = createEsewaProvider({ ...config, statusUrl: 'http://127.0.0.1:1' });
    await expect(away.verify('any-uuid', AMOUNT)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
