import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider, PaymentStart } from '../payment-provider.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';
import {
  clickHostedPage,
  openHostedPage,
  startTestSimulators,
  type TestSimulators,
} from '../simulators/test-simulators.ts';
import { createKhaltiProvider } from './khalti.ts';

/** Khalti ePayment against its simulator over real HTTP: initiate, the unsigned return, lookup. */
let sim: TestSimulators;
let khalti: PaymentProvider;
let config: NonNullable<TestSimulators['config']['payments']['khalti']>;
const AMOUNT = 1_234_50;

const request = (amount = AMOUNT): ChargeRequest => ({
  orderId: 9,
  oid: 'kh4lti0rder1',
  amount,
  email: 'ram@example.np',
  fullName: 'Ram Thapa',
  description: 'Pasal order kh4lti0rder1',
  returnUrl: 'http://shop.test/payment-success/kh4lti0rder1/',
  cancelUrl: 'http://shop.test/payment-success/kh4lti0rder1/?cancelled=1&payment_method=khalti',
});

function redirectOf(started: PaymentStart) {
  if (started.kind !== 'redirect') throw new Error('a redirect was due');
  return started;
}

/** Starts, clicks `choice` on Khalti's page and answers the return URL. */
async function pay(choice: 'pay' | 'fail' | 'pending' | 'cancel') {
  const started = redirectOf(await khalti.start(request()));
  return { started, back: await clickHostedPage(await openHostedPage(started), choice) };
}

beforeAll(async () => {
  sim = await startTestSimulators({ PUBLIC_URL: 'http://shop.test' });
  config = sim.config.payments.khalti!;
  khalti = createKhaltiProvider(config);
});
afterAll(() => sim.close());

describe('khalti adapter', () => {
  it('initiates with the secret key and the amount in paisa, and keeps pidx as the reference', async () => {
    const started = redirectOf(await khalti.start(request()));
    expect(started).toMatchObject({ currency: 'NPR', providerAmount: AMOUNT });
    expect(started.providerRef).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(started.url).toBe(`${sim.url}/khalti/pay/?pidx=${started.providerRef}`);
    const page = await (await openHostedPage(started)).text();
    expect(page).toContain('Rs. 1,234.50');
    expect(page).toContain('kh4lti0rder1');
    expect(await khalti.verify(started.providerRef)).toMatchObject({ status: 'pending' });
  });

  it("Pay → back with Khalti's query → lookup says paid, with the amount", async () => {
    const { started, back } = await pay('pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment-success/kh4lti0rder1/');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      pidx: started.providerRef,
      status: 'Completed',
      amount: String(AMOUNT),
      total_amount: String(AMOUNT),
      purchase_order_id: 'kh4lti0rder1',
    });
    expect(await khalti.verify(started.providerRef)).toMatchObject({
      status: 'paid',
      amount: AMOUNT,
      currency: 'NPR',
    });
    // Coming back through a cancel link after paying does not undo the payment.
    expect(await khalti.cancel(started.providerRef)).toMatchObject({ status: 'paid' });
  });

  it('Cancel is cancelled (Khalti answers it with 400), Decline failed, Pay later pending', async () => {
    const cancelled = await pay('cancel');
    expect(cancelled.back.searchParams.get('status')).toBe('User canceled');
    expect(await khalti.verify(cancelled.started.providerRef)).toMatchObject({ status: 'cancelled' });
    const declined = await pay('fail');
    expect(await khalti.verify(declined.started.providerRef)).toMatchObject({ status: 'failed' });
    await sim.next('khalti', 'pending');
    const later = await pay('pay');
    expect(later.back.searchParams.get('status')).toBe('Pending');
    expect(await khalti.verify(later.started.providerRef)).toMatchObject({ status: 'pending' });
    expect(await khalti.cancel(later.started.providerRef)).toMatchObject({ status: 'cancelled' });
  });

  it('a link left unpaid past its time is expired: failed', async () => {
    const short = await startTestSimulators({}, { khaltiLinkSeconds: 0 });
    try {
      const provider = createKhaltiProvider(short.config.payments.khalti!);
      const started = await provider.start(request());
      expect(await provider.verify(started.providerRef)).toMatchObject({ status: 'failed' });
    } finally {
      await short.close();
    }
  });

  it('takes no payment under Rs. 10, and a wrong key or an unknown pidx is ProviderUnavailableError', async () => {
    expect(khalti.minimumAmount).toBe(1000);
    // Checkout refuses such an order first (payments.test.ts); Khalti itself refuses it too.
    await expect(khalti.start(request(999))).rejects.toBeInstanceOf(ProviderUnavailableError);
    const wrong = createKhaltiProvider({ ...config, secretKey: 'nope' });
    await expect(wrong.start(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(khalti.verify('NoSuchPidx')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
