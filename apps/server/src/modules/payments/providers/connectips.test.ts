import { createPublicKey, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider, PaymentStart } from '../payment-provider.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';
import {
  clickHostedPage,
  openHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../simulators/test-simulators.ts';
import { createConnectipsProvider } from './connectips.ts';

/** ConnectIPS: a signed form posted to the gateway, then validatetxn, against the simulator over real HTTP. */
let sim: TestSimulators;
let connectips: PaymentProvider;
const AMOUNT = 250_075;

const request: ChargeRequest = {
  orderId: 11,
  oid: 'c1psorder0001',
  amount: AMOUNT,
  email: 'gita@example.np',
  fullName: 'Gita Rai',
  description: 'Pasal order c1psorder0001, for गीता',
  returnUrl: 'http://shop.test/unused',
  cancelUrl: 'http://shop.test/unused',
};

function formOf(started: PaymentStart) {
  if (started.kind !== 'form') throw new Error('a form was due');
  return started;
}

beforeAll(async () => {
  sim = await startTestSimulators({ PUBLIC_URL: 'http://shop.test' });
  connectips = createConnectipsProvider(sim.config.payments.connectips!);
});
afterAll(() => sim.close());

describe('connectips adapter', () => {
  it('signs the login form exactly as NCHL documents, with the merchant key', async () => {
    const started = formOf(await connectips.start(request));
    const f = started.formData;
    expect(started.actionUrl).toBe(`${sim.url}/connectips/connectipswebgw/loginpage`);
    expect(started).toMatchObject({ providerRef: f.TXNID, currency: 'NPR', providerAmount: AMOUNT });
    expect(f).toMatchObject({
      MERCHANTID: '9999',
      APPID: 'PASAL-SIM',
      APPNAME: 'Pasal',
      TXNCRNCY: 'NPR',
      TXNAMT: '250075',
    });
    expect(f.TXNID).toMatch(/^[0-9A-F]{20}$/);
    expect(f.TXNDATE).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(f.REFERENCEID).toBe('c1psorder0001');
    // ASCII without commas: the TOKEN joins fields with commas.
    expect(f.REMARKS).toBe('Pasal order c1psorder0001 for');
    expect(f.REMARKS!.length).toBeLessThanOrEqual(50);

    const signed = `MERCHANTID=9999,APPID=PASAL-SIM,APPNAME=Pasal,TXNID=${f.TXNID},TXNDATE=${f.TXNDATE},TXNCRNCY=NPR,TXNAMT=250075,REFERENCEID=c1psorder0001,REMARKS=${f.REMARKS},PARTICULARS=${f.PARTICULARS},TOKEN=TOKEN`;
    const publicKey = createPublicKey(readFileSync(sim.config.payments.connectips!.keyFile, 'utf8'));
    expect(createVerify('RSA-SHA256').update(signed).verify(publicKey, f.TOKEN!, 'base64')).toBe(true);
  });

  it('the gateway refuses a form whose amount was changed after signing', async () => {
    const started = formOf(await connectips.start(request));
    const tampered = await fetch(started.actionUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...started.formData, TXNAMT: '100' }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Invalid TOKEN');
  });

  it('Pay → back to the success URL with TXNID → validatetxn says paid with the amount', async () => {
    const started = formOf(await connectips.start(request));
    expect(await connectips.verify(started.providerRef, AMOUNT)).toMatchObject({ status: 'pending' });
    const page = await openHostedPage(started);
    expect(await page.clone().text()).toContain('Rs. 2,500.75');
    const back = await clickHostedPage(page, 'pay');
    expect(back.toString()).toBe(`http://shop.test/api/v1/connectips/return/?TXNID=${started.providerRef}`);
    expect(await connectips.verify(started.providerRef, AMOUNT)).toMatchObject({
      status: 'paid',
      amount: AMOUNT,
      currency: 'NPR',
    });
  });

  it('Cancel → the failure URL; the transaction is failed, and cancel says cancelled', async () => {
    const started = formOf(await connectips.start(request));
    const back = await clickHostedPage(await openHostedPage(started), 'cancel');
    expect(back.searchParams.get('failed')).toBe('1');
    expect(back.searchParams.get('TXNID')).toBe(started.providerRef);
    expect(await connectips.verify(started.providerRef, AMOUNT)).toMatchObject({ status: 'failed' });
    expect(await connectips.cancel(started.providerRef, AMOUNT)).toMatchObject({ status: 'cancelled' });
  });

  it('decline is failed; pay later is pending; a queued outcome decides the next Pay', async () => {
    const declined = formOf(await connectips.start(request));
    await clickHostedPage(await openHostedPage(declined), 'fail');
    expect(await connectips.verify(declined.providerRef, AMOUNT)).toMatchObject({ status: 'failed' });

    await sim.next('connectips', 'pending');
    const later = formOf(await connectips.start(request));
    await clickHostedPage(await openHostedPage(later), 'pay');
    expect(await connectips.verify(later.providerRef, AMOUNT)).toMatchObject({ status: 'pending' });
  });

  it('is never paid for another amount, and needs the amount to ask at all', async () => {
    const started = formOf(await connectips.start(request));
    await clickHostedPage(await openHostedPage(started), 'pay');
    expect(await connectips.verify(started.providerRef, AMOUNT - 1)).toMatchObject({ status: 'pending' });
    await expect(connectips.verify(started.providerRef)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a wrong password is ProviderUnavailableError', async () => {
    const wrong = createConnectipsProvider({ ...sim.config.payments.connectips!, password: 'nope' });
    await expect(wrong.verify('ANYTXN', AMOUNT)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
