import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../packages/domain/src/index.ts';
import { atPath, toastExactly } from '../lib/accounts.ts';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, expectRefused, type Opened, openPage, runChecked } from '../lib/pages.ts';
import { postJson } from '../lib/session.ts';
import {
  answerHostedPage,
  apiGet,
  checkout,
  fillShipping,
  offeredMethods,
  openWithCart,
  orderCart,
  orderOf,
  PAYMENT_CANCELLED_TEXT,
  payWith,
  prepareCart,
  resultShows,
  VERIFICATION_FAILED,
} from '../lib/shopping.ts';

/** eSewa and Khalti (issue 20) through their simulators, which speak the wallets' real APIs. */
const journey = useJourney();

const WALLETS = [
  { id: 'esewa', label: 'eSewa' },
  { id: 'khalti', label: 'Khalti' },
] as const;
type Wallet = (typeof WALLETS)[number];

const order = (oid: string) => orderOf(journey, oid);

/** Where a journey stands once the wallet has sent the shopper back. */
type Returned = { opened: Opened; page: Page; oid: string };

/**
 * A guest checks out one `slug`, chooses `wallet`, presses Pay and answers the wallet's hosted
 * page with `choice`; `check` looks at where that led.
 */
async function payAndAnswer(
  wallet: Wallet,
  choice: Parameters<typeof answerHostedPage>[2],
  check: (returned: Returned) => Promise<void>,
  { slug = 'bose-quietcomfort', viewport = DESKTOP }: { slug?: string; viewport?: Viewport } = {},
) {
  const opened = await openWithCart(journey, '/cart/', slug, { viewport });
  const { page } = opened;
  await runChecked(opened, async () => {
    await fillShipping(page);
    const oid = await checkout(page);
    await payWith(page, wallet.label);
    await answerHostedPage(page, journey, choice);
    await check({ opened, page, oid });
  });
}

/** A guest's order of one `slug`, made through the API, not paid. */
async function unpaidOrder(slug = 'bose-quietcomfort') {
  return orderCart(journey, (await prepareCart(journey, slug)).cartId);
}

/** Starts a payment the way the checkout page does, without going on to the wallet. */
const startWallet = <T>(wallet: Wallet, oid: string) =>
  postJson<T>(journey.baseUrl, `v1/${wallet.id}-checkout/${oid}/`, {});

/** The result page at `query`, as a shopper (or a forger) would open it. */
const openResult = (oid: string, query: URLSearchParams, viewport: Viewport = PHONE) =>
  openPage(journey, `/payment-success/${oid}/?${query}`, { viewport });

const ESEWA_RETURN_SIGNED =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** eSewa's success redirect for an attempt, saying COMPLETE, but signed with a key that is not eSewa's. */
function forgedEsewaData(form: Record<string, string>): string {
  const fields: Record<string, string> = {
    transaction_code: '000FORGED',
    status: 'COMPLETE',
    total_amount: form.total_amount ?? '',
    transaction_uuid: form.transaction_uuid ?? '',
    product_code: form.product_code ?? 'EPAYTEST',
    signed_field_names: ESEWA_RETURN_SIGNED,
  };
  const message = ESEWA_RETURN_SIGNED.split(',')
    .map((name) => `${name}=${fields[name]}`)
    .join(',');
  const signature = createHmac('sha256', 'not-esewas-secret').update(message).digest('base64');
  return Buffer.from(JSON.stringify({ ...fields, signature })).toString('base64');
}

describe('the wallets at checkout', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`offers eSewa and Khalti after cash on delivery, with their logos, on a ${device}`, async () => {
      const offered = await apiGet<{ id: PaymentMethod }[]>(journey.baseUrl, 'v1/payment-methods/');
      const methods = ['cod', 'esewa', 'khalti', 'paypal', 'connectips', 'stripe'];
      expect(offered.map((m) => m.id)).toEqual(methods);

      const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort', { viewport });
      const { page } = opened;
      await runChecked(opened, async () => {
        await fillShipping(page);
        await checkout(page);
        expect(await offeredMethods(page)).toEqual(methods);
        for (const { label } of WALLETS) {
          const radio = page.getByRole('radio', { name: new RegExp(`^${label}`) });
          await radio.check();
          await page.getByText(`You will sign in to ${label} and confirm, then come back here.`).waitFor();
          // The logo is drawn beside the name (no picture fetched), hidden from screen readers.
          const logo = page.locator('label', { has: radio }).locator('svg[aria-hidden="true"]');
          expect(await logo.count()).toBe(1);
          const box = await logo.boundingBox();
          expect(
            box && Math.round(box.width) === 24 && Math.round(box.height) === 24,
            JSON.stringify(box),
          ).toBe(true);
        }
        await expectAccessible(page, `checkout with the wallets, ${device}`);
        await screenshot(page, `checkout-wallets-${device}`);
      });
    });
  }

  it('says "Failed to initialize eSewa payment" (and Khalti’s) when the wallet cannot be started', async () => {
    const opened = await openWithCart(journey, '/cart/', 'bose-quietcomfort');
    const { page } = opened;
    await runChecked(opened, async () => {
      await fillShipping(page);
      const oid = await checkout(page);
      const detail = 'The payment service is not answering. Please try again in a moment.';
      await page.route('**/api/v1/*-checkout/**', (route) =>
        route.fulfill({ status: 503, json: { detail } }),
      );
      for (const { id, label } of WALLETS) {
        await payWith(page, label);
        await toastExactly(page, 'error', `Failed to initialize ${label} payment`);
        await page.getByText(detail).first().waitFor();
        await atPath(page, `/checkout/${oid}/`);
        expectRefused(opened, 503, `/${id}-checkout/${oid}/`);
      }
      expect((await order(oid)).payment_status).toBe('pending');
    });
  });
});

for (const [wallet, viewport] of [
  [WALLETS[0], PHONE],
  [WALLETS[1], DESKTOP],
] as const) {
  describe(`paying with ${wallet.label}`, () => {
    it(`Pay: the order is paid by ${wallet.label}`, async () => {
      await payAndAnswer(
        wallet,
        'Pay',
        async ({ page, oid }) => {
          await resultShows(page, oid, 'Payment successful');
          expect(await order(oid)).toMatchObject({ payment_status: 'paid', payment_method: wallet.id });
          // The shopper sees which wallet paid, as support will.
          await page.getByRole('button', { name: 'Order details' }).click();
          const details = page.getByRole('dialog', { name: 'Order details' });
          await details.getByText(wallet.label, { exact: true }).waitFor();
          await page.keyboard.press('Escape');
          await details.waitFor({ state: 'hidden' });
          await screenshot(page, `payment-success-${wallet.id}-${viewport === PHONE ? 'phone' : 'desktop'}`);
        },
        { slug: 'macbook-pro-m2', viewport },
      );
    });

    it('Decline: failed, in spec §8’s words, the order unpaid and Complete Payment offered', async () => {
      await payAndAnswer(wallet, 'Decline', async ({ page, oid }) => {
        await resultShows(page, oid, 'Payment failed');
        await page.getByText(VERIFICATION_FAILED).waitFor();
        expect(await page.getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(
          `/checkout/${oid}/`,
        );
        expect(await order(oid)).toMatchObject({ payment_status: 'failed', placed: false });
      });
    });

    it('Cancel: cancelled, never "failed", the order still payable', async () => {
      await payAndAnswer(wallet, 'Cancel', async ({ page, oid }) => {
        await resultShows(page, oid, 'Payment cancelled');
        await page.getByText(PAYMENT_CANCELLED_TEXT).waitFor();
        expect(await page.getByText(/verification failed/i).count()).toBe(0);
        await page.getByRole('link', { name: 'Complete Payment' }).waitFor();
        expect((await order(oid)).payment_status).not.toBe('paid');
      });
    });
  });
}

describe('a wallet payment left to finish later', () => {
  it('shows Payment pending with Complete Payment, which then pays it', async () => {
    const esewa = WALLETS[0];
    await payAndAnswer(
      esewa,
      'Pay later',
      async ({ page, oid }) => {
        await resultShows(page, oid, 'Payment pending');
        await page.getByText('Your Invoice is Unpaid').waitFor();
        expect((await order(oid)).payment_status).toBe('pending');
        await screenshot(page, 'payment-pending-esewa-phone');

        await page.getByRole('link', { name: 'Complete Payment' }).click();
        await atPath(page, `/checkout/${oid}/`);
        await payWith(page, esewa.label);
        await answerHostedPage(page, journey, 'Pay');
        await resultShows(page, oid, 'Payment successful');
        expect(await order(oid)).toMatchObject({ payment_status: 'paid', payment_method: 'esewa' });
      },
      { viewport: PHONE },
    );
  });
});

describe('forged and replayed wallet redirects change nothing', () => {
  it('refuses an eSewa redirect signed with another key: verification failed, the order unpaid', async () => {
    const oid = await unpaidOrder();
    const started = await startWallet<{ payment_data: { form_data: Record<string, string> } }>(
      WALLETS[0],
      oid,
    );
    const data = forgedEsewaData(started.payment_data.form_data);
    const opened = await openResult(oid, new URLSearchParams({ data }));
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
      await page.getByText(VERIFICATION_FAILED).waitFor();
      expect(await page.getByText(VERIFICATION_FAILED).count(), 'said once').toBe(1);
      expect((await order(oid)).payment_status).not.toBe('paid');
      expectRefused(opened, 400, `/payment-success/${oid}/`);
      await screenshot(page, 'payment-forged-esewa-phone');
    });
  });

  it('refuses eSewa’s genuine redirect of one order replayed on another', async () => {
    let paidData = '';
    await payAndAnswer(WALLETS[0], 'Pay', async ({ page, oid }) => {
      await resultShows(page, oid, 'Payment successful');
      paidData = new URL(page.url()).searchParams.get('data') ?? '';
    });
    expect(paidData).not.toBe('');

    const other = await unpaidOrder();
    await startWallet(WALLETS[0], other);
    const opened = await openResult(other, new URLSearchParams({ data: paidData }), DESKTOP);
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
      await page.getByText('Payment not found.').waitFor();
      expect((await order(other)).payment_status).not.toBe('paid');
      expectRefused(opened, 404, `/payment-success/${other}/`);
      await screenshot(page, 'payment-replayed-esewa-desktop');
    });
  });

  it('believes no Khalti "status=Completed" for a payment Khalti has not completed', async () => {
    const oid = await unpaidOrder();
    const { pidx } = await startWallet<{ pidx: string }>(WALLETS[1], oid);
    const claimed = new URLSearchParams({
      pidx,
      transaction_id: 'FORGED123',
      status: 'Completed',
      purchase_order_id: oid,
    });
    const opened = await openResult(oid, claimed);
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Payment pending' }).waitFor();
      await page.getByRole('link', { name: 'Complete Payment' }).waitFor();
      expect((await order(oid)).payment_status).toBe('pending');
      await screenshot(page, 'payment-forged-khalti-phone');
    });
  });
});
