import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TRACKING_OIDS } from '../../apps/server/src/db/seed/sample-orders.ts';
import { atPath, toastShown } from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { type Opened, openPage, runChecked } from '../lib/pages.ts';

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

describe('tracking journeys (spec §2 Tracking)', () => {
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
        await page.getByRole('button', { name: new RegExp(sample.oid) }).click();
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
    });
  });

  it('shows the Tracking Error card for an unknown order, with Try Again and Back to Orders', async () => {
    const opened = await openPage(journey, '/track-order/zzzzzzzzzzzz');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('heading', { level: 1, name: 'Tracking Error' }).waitFor();
      await page.getByText('Order not found').first().waitFor();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      await page.getByRole('link', { name: 'Back to Orders' }).waitFor();
      await screenshot(page, 'track-unknown-desktop');
      expect404(opened, '/logistics/track/zzzzzzzzzzzz/');
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
