import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { untilHydrated } from '../lib/pages.ts';
import { cookieNames, cookieValue, holdSession, type SessionClaims } from '../lib/session.ts';
import { watchPage, withDiagnostics } from '../lib/watch.ts';

const journey = useJourney();

const SHOPPER = 'customer@pasal.demo';
const VENDOR = 'vendor@pasal.demo';

/** Signs a demo account in through the API: a real session, as the sign-in page would open. */
async function signIn(email: string) {
  const res = await fetch(`${journey.baseUrl}/api/v1/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Pasal@2026' }),
  });
  const pair = (await res.json()) as { access: string; refresh: string };
  return { pair, claims: decodeJwt(pair.access) as unknown as SessionClaims };
}

interface OpenOptions {
  /** The demo account signed in, with the tokens the server issued. */
  as?: string;
  /** Its access token re-signed to expire this soon. */
  accessSeconds?: number;
  /** The refresh token the browser holds (by default one the server never issued). */
  refresh?: 'issued' | 'unknown';
  viewport?: Viewport;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens `path` in a new page; answers it with the refresh token the browser started with. */
async function openHolding(
  path: string,
  { as, accessSeconds, refresh = 'issued', viewport = DESKTOP }: OpenOptions = {},
) {
  const page = await journey.browser.newPage(viewport);
  let startRefresh: string | undefined;
  if (as) {
    const { pair, claims } = await signIn(as);
    await holdSession(page, journey.baseUrl, journey.jwtSecret, claims, {
      accessSeconds,
      refresh: refresh === 'issued' ? pair.refresh : undefined,
    });
    startRefresh = await cookieValue(page, 'refresh_token');
  }
  const watch = await watchPage(page, journey.baseUrl);
  await withDiagnostics(page, watch, async () => {
    await page.goto(`${journey.baseUrl}${path}`);
    await untilHydrated(page);
  });
  return { page, startRefresh };
}

const open = async (path: string, options: OpenOptions = {}) => (await openHolding(path, options)).page;

describe('session restore and guards (spec §4)', () => {
  it('sends a signed-out visitor of a customer page to sign in', async () => {
    const page = await open('/customer/orders/');
    await page.waitForURL((url) => /^\/login\/?$/.test(url.pathname));
  });

  it('restores a signed-in shopper before the guard decides: the customer page stays', async () => {
    const page = await open('/customer/orders/', { as: SHOPPER });
    await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer/orders/');
    await expect(page.getByRole('button', { name: 'Aarati' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Become a vendor' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
    await screenshot(page, 'customer-orders-signed-in-desktop.png');
  });

  it('shows a shopper without a shop the invitation to open one on vendor pages', async () => {
    const page = await open('/vendor/dashboard/', { as: SHOPPER });
    await page.getByRole('heading', { name: 'Become a vendor' }).waitFor();
    await expect(page.getByText('This page is being built').count()).resolves.toBe(0);
    await screenshot(page, 'vendor-invitation-desktop.png');
  });

  it('lets a vendor into vendor pages and shows the shop menu', async () => {
    const page = await open('/vendor/dashboard/', { as: VENDOR });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Shop menu' }).waitFor();
    await expect(page.getByRole('button', { name: 'My shop', exact: true }).isVisible()).resolves.toBe(true);
  });

  it('refreshes an expired access token on start and stays signed in', async () => {
    const { page, startRefresh } = await openHolding('/customer/orders/', { as: SHOPPER, accessSeconds: 5 });
    await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
    // Refresh tokens rotate: the app now holds a new one.
    expect(startRefresh).toBeTruthy();
    await expect.poll(() => cookieValue(page, 'refresh_token')).not.toBe(startRefresh);
    expect(new URL(page.url()).pathname).toBe('/customer/orders/');
  });

  it('signs out when the access token has expired and the refresh is refused', async () => {
    // The server never issued this refresh token, so it will not trade it for a new pair.
    const page = await open('/customer/orders/', { as: SHOPPER, accessSeconds: 5, refresh: 'unknown' });
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/login/');
    expect(await cookieNames(page)).not.toContain('refresh_token');
    expect(await cookieNames(page)).not.toContain('access_token');
  });
});

describe('keyboard use of the shell', () => {
  it('offers "Skip to content" as the first stop, and it moves focus to the page', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Featured Tech Products' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to content');
    await expect(page.getByRole('link', { name: 'Skip to content' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('opens the account menu with the keyboard; Escape closes it and gives focus back', async () => {
    const page = await open('/', { as: SHOPPER });
    const button = page.getByRole('button', { name: 'Aarati' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // past the "signed in as" line to the first link
    expect(await focusedText(page)).not.toBe('');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('opens the phone menu as a dialog; Escape closes it and gives focus back', async () => {
    const page = await open('/', { viewport: PHONE });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: 'Track order' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'menu-phone.png', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('searches from the header with Enter', async () => {
    const page = await open('/');
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('laptop');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname.startsWith('/search') && url.searchParams.get('query') === 'laptop',
    );
    // It shows what was searched on the search page only: another page's `query` (a vendor
    // list's filter, say) is that page's, not a product search.
    await expect.poll(() => box.inputValue()).toBe('laptop');
    const elsewhere = await open('/?query=tihar-offer');
    const otherBox = elsewhere.getByRole('combobox', { name: 'Search products' }).first();
    await otherBox.waitFor();
    expect(await otherBox.inputValue()).toBe('');
  });
});
