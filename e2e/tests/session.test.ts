import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../apps/server/src/lib/tokens.ts';
import { DESKTOP } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { cookieNames, holdSession } from '../lib/session.ts';
import { watchPage, withDiagnostics } from '../lib/watch.ts';

const journey = useJourney();

const SHOPPER: TokenClaims = {
  user_id: 1,
  full_name: 'Aarati Sharma',
  email: 'customer@pasal.demo',
  username: 'customer',
  vendor_id: 0,
};
const VENDOR: TokenClaims = { ...SHOPPER, full_name: 'Rajesh Shrestha', vendor_id: 1 };

async function openWithSession(claims: TokenClaims, path: string, accessSeconds?: number) {
  const page = await journey.browser.newPage(DESKTOP);
  await holdSession(page, journey.baseUrl, journey.jwtSecret, claims, { accessSeconds });
  const watch = await watchPage(page, journey.baseUrl);
  await withDiagnostics(page, watch, async () => {
    await page.goto(`${journey.baseUrl}${path}`);
  });
  return page;
}

describe('session restore and guards (spec §4)', () => {
  it('restores a signed-in shopper before the guard decides: the customer page stays', async () => {
    const page = await openWithSession(SHOPPER, '/customer/orders/');
    await page.getByText('This page is being built').waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer/orders/');
    await expect(page.getByRole('button', { name: 'Aarati' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Become a vendor' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
  });

  it('shows a shopper without a shop the invitation to open one on vendor pages', async () => {
    const page = await openWithSession(SHOPPER, '/vendor/dashboard/');
    await page.getByRole('heading', { name: 'Become a vendor' }).waitFor();
    await expect(page.getByText('This page is being built').count()).resolves.toBe(0);
  });

  it('lets a vendor into vendor pages and shows the shop menu', async () => {
    const page = await openWithSession(VENDOR, '/vendor/dashboard/');
    await page.getByText('This page is being built').waitFor();
    await expect(page.getByRole('button', { name: 'My shop' }).isVisible()).resolves.toBe(true);
  });

  it('signs out when the access token has expired and the refresh is refused', async () => {
    // The server never issued this refresh token, so it will not trade it for a new pair.
    const page = await openWithSession(SHOPPER, '/customer/orders/', 5);
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/login/');
    expect(await cookieNames(page)).not.toContain('refresh_token');
    expect(await cookieNames(page)).not.toContain('access_token');
  });
});
