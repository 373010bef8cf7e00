import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TRACKING_OIDS } from '../../apps/server/src/db/seed/sample-orders.ts';
import type { NcmOutageMode } from '../../apps/server/src/modules/logistics/ncm/ncm-simulator.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE_HREF } from '../../apps/web/src/config/support.ts';
import { formatOrderNumber, type TrackingRecord } from '../../packages/domain/src/index.ts';
import { atPath, toastShown } from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { type Opened, openPage, runChecked } from '../lib/pages.ts';
import { apiGet } from '../lib/shopping.ts';

const journey = useJourney();

/** The browser logs a 404 answer itself; a journey that asks for an unknown order expects it. */
function expect404(opened: Opened, path: string) {
  const isIt = (e: string) => e.includes('status of 404') && e.includes(path);
  expect(opened.watch.errors.filter(isIt).length).toBeGreaterThan(0);
  opened.watch.errors = opened.watch.errors.filter((e) => !isIt(e));
}

/** The sample orders' states as the seed leaves them (README "Sample courier tracking numbers"). */
const SAMPLES = [
  { oid: SAMPLE_TRACKING_OIDS[0], status: 'Delivered' },
  { oid: SAMPLE_TRACKING_OIDS[1], status: 'Arrived' },
  { oid: SAMPLE_TRACKING_OIDS[2], status: 'Pickup Order Created' },
] as const;

const currentStatus = (page: Page) => page.getByRole('region', { name: 'Current Status' });

/** Puts the server's courier, the NCM simulator, into an outage (`off` ends it). */
async function courierOutage(mode: NcmOutageMode) {
  const response = await fetch(`${journey.simulatorUrl}/__sim/ncm/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
}

/** Spec §2: support call and e-mail links, as on both tracking pages. */
async function supportLinks(page: Page) {
  await page.locator(`a[href="${SUPPORT_PHONE_HREF}"]`).first().waitFor();
  await page.getByRole('link', { name: SUPPORT_EMAIL }).first().waitFor();
  expect(await page.getByRole('link', { name: SUPPORT_EMAIL }).first().getAttribute('href')).toBe(
    `mailto:${SUPPORT_EMAIL}`,
  );
}

describe('tracking journeys (spec §2 Tracking)', () => {
  // First in the file: the sample must not have been refreshed yet, so this look asks the courier.
  it('shows the last known state and its time, not an error, when the courier does not answer', async () => {
    const oid = SAMPLE_TRACKING_OIDS[1];
    await courierOutage('hang');
    try {
      const opened = await openPage(journey, `/track-order/${oid}`);
      const { page } = opened;
      await runChecked(opened, async () => {
        const notice = page
          .getByRole('status')
          .filter({ hasText: 'We could not reach the courier just now.' });
        await notice.waitFor();
        // What the page was told (the courier is not asked again within the back-off).
        const record = await apiGet<TrackingRecord>(journey.baseUrl, `v1/logistics/track/${oid}/`);
        expect(record).toMatchObject({ stale: true, current_status: 'Arrived' });
        expect(record.last_updated).not.toBeNull();
        const noticeTime = notice.locator('time');
        expect(await noticeTime.getAttribute('datetime')).toBe(record.last_updated);
        expect((await noticeTime.innerText()).trim()).not.toBe('');
        const lastUpdated = currentStatus(page).locator('time');
        expect(await lastUpdated.getAttribute('datetime')).toBe(record.last_updated);
        expect(await lastUpdated.innerText()).toBe(await noticeTime.innerText());
        await currentStatus(page).getByText('Arrived', { exact: true }).first().waitFor();
        // The rest of the last known state is there too.
        await page
          .getByRole('region', { name: 'Delivery Comments' })
          .getByText('NCM Biratnagar')
          .first()
          .waitFor();
        expect(await page.getByRole('heading', { name: 'Tracking Error' }).count()).toBe(0);
        await screenshot(page, 'track-courier-unreachable');
      });
    } finally {
      await courierOutage('off');
    }
  });

  it('offers the features panel, support contacts and the My Orders and Login links', async () => {
    const opened = await openPage(journey, '/track-order');
    const { page } = opened;
    await runChecked(opened, async () => {
      const features = page.getByRole('region', { name: 'What you can follow' });
      for (const feature of ['Live location', 'Status updates', 'Notifications']) {
        await features.getByRole('heading', { name: feature }).waitFor();
      }
      await supportLinks(page);
      const account = page.getByRole('region', { name: 'Your orders' });
      expect(await account.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
        '/customer/orders/',
      );
      await account.getByRole('link', { name: 'Login' }).click();
      await atPath(page, '/login');

      // The tracked order's page: its comments and the same support contacts.
      await page.goto(`${journey.baseUrl}/track-order/${SAMPLE_TRACKING_OIDS[0]}`);
      const comments = page.getByRole('region', { name: 'Delivery Comments' });
      await comments.getByText('Delivered to customer, COD collected in full.').waitFor();
      await comments.getByText('NCM Pokhara').first().waitFor();
      await supportLinks(page);
    });
  });

  it('lets a guest track each sample order from the demo panel, with the phone masked', async () => {
    const opened = await openPage(journey, '/track-order', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      // An empty id (after trimming) is refused with the spec's words.
      await page.getByLabel(/^Order ID/).fill('   ');
      await page.getByRole('button', { name: 'Track Order' }).click();
      await page.getByText('Please enter an order ID').waitFor();
      // Quick track of an id nobody placed: the spec's error toast, and the page stays.
      await page.getByLabel(/^Order ID/).fill('zzzzzzzzzzzz');
      await page.getByRole('button', { name: 'Quick Track' }).click();
      await toastShown(page, 'Order not found');
      await atPath(page, '/track-order');
      expect404(opened, '/logistics/track-simple/zzzzzzzzzzzz/');

      for (const sample of SAMPLES) {
        await page.goto(`${journey.baseUrl}/track-order`);
        await page.getByRole('button', { name: new RegExp(formatOrderNumber(sample.oid)) }).click();
        expect(await page.getByLabel(/^Order ID/).inputValue()).toBe(sample.oid);
        await page.getByRole('button', { name: 'Quick Track' }).click();
        await toastShown(page, 'Order found!');
        await page.getByRole('button', { name: 'Track Order' }).click();
        await atPath(page, `/track-order/${sample.oid}`);
        await currentStatus(page).getByText(sample.status, { exact: true }).first().waitFor();
        await page.getByRole('region', { name: 'Status History' }).waitFor();
        await page
          .getByText(/2-4 hours/)
          .first()
          .waitFor();
        // A guest is not the order's customer: the phone is masked.
        await page.getByText('Partly hidden for privacy').waitFor();
        await screenshot(page, `track-${sample.oid}-phone`);
      }
      // The number as a person reads and types it (grouped, upper-case) finds the same order.
      for (const sample of SAMPLES.slice(0, 1)) {
        await page.goto(`${journey.baseUrl}/track-order`);
        await page.getByLabel(/^Order ID/).fill(` ${formatOrderNumber(sample.oid)} `);
        await page.getByRole('button', { name: 'Quick Track' }).click();
        await toastShown(page, 'Order found!');
        await page.getByRole('button', { name: 'Track Order' }).click();
        await atPath(page, `/track-order/${sample.oid}`);
      }
    });
  });

  it('shows the Tracking Error card for an unknown order, with Try Again and Back to Orders', async () => {
    const path = '/logistics/track/zzzzzzzzzzzz/';
    let asked = 0;
    const opened = await openPage(journey, '/track-order/zzzzzzzzzzzz', {
      beforeLoad: async (page) => {
        page.on('request', (request) => {
          if (request.url().includes(path)) asked++;
        });
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Tracking Error' }).waitFor();
      await page.getByText('Order not found').first().waitFor();
      await page.getByRole('link', { name: 'Back to Orders' }).waitFor();
      await screenshot(page, 'track-unknown-desktop');
      // Try Again asks the server again (and, the order still unknown, the card stays).
      const before = asked;
      expect(before).toBeGreaterThan(0);
      await Promise.all([
        page.waitForResponse((response) => response.url().includes(path)),
        page.getByRole('button', { name: 'Try Again' }).click(),
      ]);
      expect(asked).toBe(before + 1);
      await page.getByRole('heading', { level: 1, name: 'Tracking Error' }).waitFor();
      expect404(opened, path);
    });
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'renders /track-order and a tracked order on a %s with no serious accessibility problems',
    async (device, viewport) => {
      for (const path of ['/track-order', `/track-order/${SAMPLE_TRACKING_OIDS[1]}`]) {
        const opened = await openPage(journey, path, { viewport });
        const { page } = opened;
        await runChecked(opened, async () => {
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await checkA11y(page);
          expect(violations, formatViolations(violations)).toEqual([]);
        });
        await screenshot(page, `${path === '/track-order' ? 'track-order' : 'track-detail'}-${device}`);
      }
    },
  );
});
