import type { PaymentResult } from '@pasal/domain';
import { expect } from 'vitest';
import type { OnlineMethod, PaymentStart } from '../modules/payments/payment-provider.ts';
import { clickHostedPage, openHostedPage } from '../modules/payments/simulators/test-simulators.ts';
import { buyerHeaders } from './orders.ts';
import type { TestApp } from './test-app.ts';

export type Choice = 'pay' | 'fail' | 'pending' | 'cancel';
type Method = OnlineMethod;

const START_CALLS = {
  stripe: { method: 'GET', path: 'stripe-checkout' },
  paypal: { method: 'POST', path: 'paypal-checkout' },
  connectips: { method: 'POST', path: 'connectips-checkout' },
  esewa: { method: 'POST', path: 'esewa-checkout' },
  khalti: { method: 'POST', path: 'khalti-checkout' },
} as const;

/** Starts paying `oid` through our API and answers where the browser goes, as the adapter said. */
async function start(t: TestApp, method: Method, oid: string): Promise<PaymentStart> {
  const call = START_CALLS[method];
  const res = await t.app.inject({
    method: call.method,
    url: `/api/v1/${call.path}/${oid}/`,
    headers: await buyerHeaders(t, oid),
  });
  if (res.statusCode !== 200) throw new Error(`${call.path} answered ${res.statusCode}: ${res.body}`);
  const body = res.json();
  const attempt = { providerRef: body.paypal_order_id ?? body.pidx ?? '', currency: '', providerAmount: 0 };
  return body.payment_data
    ? {
        kind: 'form',
        actionUrl: body.payment_data.action_url,
        formData: body.payment_data.form_data,
        ...attempt,
      }
    : { kind: 'redirect', url: body.url, ...attempt };
}

/**
 * Starts a payment, clicks `choice` on the simulator's hosted page and answers the URL the
 * shopper comes back to. ConnectIPS comes back through our registered return route, which sends
 * the shopper on to the payment-success page.
 */
async function pay(t: TestApp, method: Method, oid: string, choice: Choice) {
  return finishPaying(t, method, await openPayment(t, method, oid), choice);
}

/** Starts paying `oid` and opens the provider's hosted page, without choosing anything yet. */
export async function openPayment(t: TestApp, method: Method, oid: string) {
  return openHostedPage(await start(t, method, oid));
}

/** Clicks `choice` on a hosted page opened by openPayment and answers the URL the shopper comes back to. */
export async function finishPaying(t: TestApp, method: Method, page: Response, choice: Choice = 'pay') {
  const back = await clickHostedPage(page, choice);
  if (method !== 'connectips') return back;
  const ours = await t.app.inject(`${back.pathname}${back.search}`);
  expect(ours.statusCode, ours.body).toBe(302);
  return new URL(String(ours.headers.location));
}

export const payWithStripe = (t: TestApp, oid: string, choice: Choice = 'pay') =>
  pay(t, 'stripe', oid, choice);
export const payWithPaypal = (t: TestApp, oid: string, choice: Choice = 'pay') =>
  pay(t, 'paypal', oid, choice);
export const payWithConnectips = (t: TestApp, oid: string, choice: Choice = 'pay') =>
  pay(t, 'connectips', oid, choice);
export const payWithEsewa = (t: TestApp, oid: string, choice: Choice = 'pay') => pay(t, 'esewa', oid, choice);
export const payWithKhalti = (t: TestApp, oid: string, choice: Choice = 'pay') =>
  pay(t, 'khalti', oid, choice);

/** What the payment-success page does with a return URL: posts its query to `payment-success`. */
export async function confirmReturn(t: TestApp, back: URL) {
  const oid = /\/payment-success\/([a-z0-9]+)\//.exec(back.pathname)?.[1];
  if (!oid) throw new Error(`not a payment-success URL: ${back}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-success/${oid}/`,
    payload: { order_oid: oid, ...Object.fromEntries(back.searchParams) },
    headers: await buyerHeaders(t, oid),
  });
  return { statusCode: res.statusCode, body: res.json() as PaymentResult };
}
