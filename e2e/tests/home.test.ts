import { describe, expect, it } from 'vitest';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { watchPage, withDiagnostics } from '../lib/watch.ts';

const journey = useJourney();

describe('home page', () => {
  it.each([
    { device: 'phone', viewport: PHONE },
    { device: 'desktop', viewport: DESKTOP },
  ])('shows featured products and categories on a $device', async ({ device, viewport }) => {
    const page = await journey.browser.newPage(viewport);
    const watch = await watchPage(page, journey.baseUrl);
    try {
      await withDiagnostics(page, watch, async () => {
        await page.goto(`${journey.baseUrl}/`);

        // Products and categories come from the API after the first paint: wait for them.
        await page.getByRole('heading', { level: 2, name: 'Featured Tech Products' }).waitFor();
        await page.locator('a[href^="/detail/"]').first().waitFor();
        await page.getByRole('heading', { level: 2, name: 'Browse Tech Categories' }).waitFor();
        await page.locator('a[href^="/search/?category="]').first().waitFor();
        expect(await page.locator('a[href^="/detail/"]').count()).toBeGreaterThan(0);
        expect(await page.locator('a[href^="/search/?category="]').count()).toBeGreaterThan(0);
        // Let images and late queries settle so the checks below see the finished page.
        await page.waitForLoadState('networkidle');

        expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
        expect(watch.errors, 'console errors').toEqual([]);
        const violations = await checkA11y(page);
        expect(violations, `serious accessibility violations:\n${formatViolations(violations)}`).toEqual([]);
      });
    } finally {
      // Taken whatever happened above: on a failure it is the first thing to look at.
      await screenshot(page, `home-${device}.png`).catch(() => {});
    }
  });
});
