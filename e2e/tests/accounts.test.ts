import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  alertTitle,
  atPath,
  DEMO_PASSWORD,
  dismissAlert,
  fieldError,
  fillRegistration,
  freshEmail,
  submitLogin,
  toastExactly,
  toastShown,
} from '../lib/accounts.ts';
import { checkA11y, DESKTOP, formatViolations, PHONE, screenshot, type Viewport } from '../lib/browser.ts';
import { startHttpsProxy } from '../lib/https-proxy.ts';
import { useJourney } from '../lib/journey.ts';
import { openPage, runChecked } from '../lib/pages.ts';
import {
  cookieValue,
  holdSession,
  registerCustomer,
  type SessionClaims,
  type TokenPair,
} from '../lib/session.ts';
import { watchPage, withDiagnostics } from '../lib/watch.ts';

const journey = useJourney();

const open = (path: string, viewport: Viewport = DESKTOP, tokens?: TokenPair) =>
  openPage(journey, path, { viewport, tokens });
const run = runChecked;

/** The status a refresh token now gets from the server: 200 while its session lives, 401 once ended. */
async function refreshStatus(refresh: string): Promise<number> {
  const response = await fetch(`${journey.baseUrl}/api/v1/user/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  return response.status;
}

describe('accounts journeys', () => {
  it('registers, is signed in, signs out on /logout and signs in again', async () => {
    const opened = await open('/register');
    const { page } = opened;
    const email = freshEmail('sita');
    await run(opened, async () => {
      await fillRegistration(page, { fullName: 'Sita Gurung', email, password: 'Himal@2026' });
      await page.getByText('Password strength: Excellent').waitFor();
      const merged = page.waitForResponse((r) => r.url().includes('/api/v1/customer/wishlist/merge/'));
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toastExactly(page, 'success', 'Register successfully');
      expect((await merged).status(), 'guest cart and wishlist merged').toBe(200);
      await atPath(page, '/');
      await page.getByRole('button', { name: 'Sita' }).waitFor();

      const refresh = await cookieValue(page, 'refresh_token');
      await page.getByRole('link', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'You have been logged out' }).waitFor();
      await toastExactly(page, 'success', 'Logout successfully');
      expect(await cookieValue(page, 'access_token')).toBeUndefined();
      // The server ended the session too: the old refresh token no longer works.
      await expect.poll(() => refreshStatus(refresh ?? '')).toBe(401);

      await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
      await atPath(page, '/login');
      await submitLogin(page, email, 'Himal@2026');
      await toastExactly(page, 'success', 'Login successfully');
      await atPath(page, '/');
      await page.getByRole('button', { name: 'Sita' }).waitFor();
      // Signed in, the account screens send the user home (spec §2).
      for (const path of ['/login', '/register']) {
        await page.goto(`${journey.baseUrl}${path}`);
        await atPath(page, '/');
      }
    });
  });

  it('resets a forgotten password through the mailed link and signs in with the new one', async () => {
    const opened = await open('/forgot-password');
    const { page } = opened;
    await run(opened, async () => {
      await page.getByLabel('Email').fill('customer@pasal.demo');
      await page.getByRole('button', { name: 'Send Email' }).click();
      expect(await alertTitle(page)).toBe('Success: An email has been sent to you');
      await screenshot(page, 'forgot-password-sent-desktop', { fullPage: false });
      await dismissAlert(page);

      await page.goto(`${journey.baseUrl}/dev/mailbox`);
      const newest = page.getByRole('article').first();
      await newest.getByRole('heading', { name: 'Reset your Pasal password' }).waitFor();
      expect(await newest.textContent()).toContain('To: customer@pasal.demo');
      const link = newest.getByRole('link', { name: /\/create-new-password\?/ });
      const resetUrl = (await link.getAttribute('href')) ?? '';
      await link.click();

      await atPath(page, '/create-new-password');
      await page.getByLabel('New password').fill('Kathmandu#99');
      await page.getByLabel('Confirm password').fill('Kathmandu#99');
      await page.getByRole('button', { name: 'Save new password' }).click();
      expect(await alertTitle(page)).toBe('Success: Password changed successfully');
      await dismissAlert(page);
      await atPath(page, '/login');

      await submitLogin(page, 'customer@pasal.demo', 'Kathmandu#99');
      await toastShown(page, 'Login successfully');
      await page.getByRole('button', { name: 'Aarati' }).waitFor();
      // The link was single-use: opened again, it is refused with the spec's words.
      const again = await open(new URL(resetUrl).pathname + new URL(resetUrl).search);
      await again.page.getByLabel('New password').fill('Another#2026');
      await again.page.getByLabel('Confirm password').fill('Another#2026');
      await again.page.getByRole('button', { name: 'Save new password' }).click();
      expect(await alertTitle(again.page)).toBe('Error: An error occured. Please try again');
    });
  });

  it('lets a signed-in customer open a shop from "Become a vendor"', async () => {
    const opened = await open('/login');
    const { page } = opened;
    await run(opened, async () => {
      await submitLogin(page, 'bikash.thapa@pasal.demo', DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Bikash' }).waitFor();
      // A customer has no vendor menu until their shop is open.
      expect(await page.getByRole('button', { name: 'My shop', exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: 'Become a vendor' }).click();
      await atPath(page, '/become-vendor');
      await page.getByLabel('Store name').fill('Thapa Mobile Centre');
      await page.getByLabel('Description').fill('Phones and accessories from Butwal.');
      await page.getByLabel('Mobile').fill('9857012345');
      await screenshot(page, 'become-vendor-filled-desktop');
      await page.getByRole('button', { name: 'Open my shop' }).click();
      await toastShown(page, 'Your shop is open');
      await atPath(page, '/vendor/dashboard/');
      await page.getByRole('button', { name: 'My shop', exact: true }).click();
      // The header's menu (the dashboard has its own Add product links too).
      await page.getByRole('banner').getByRole('link', { name: 'Add product' }).waitFor();
      expect(await page.getByRole('link', { name: 'Become a vendor' }).count()).toBe(0);
    });
  });

  it('registers as a seller from the phone menu and gets the vendor menu', async () => {
    const opened = await open('/', PHONE);
    const { page } = opened;
    await run(opened, async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Become a vendor' }).click();
      await atPath(page, '/register');
      expect(new URL(page.url()).searchParams.get('vendor')).toBe('1');
      expect(await page.getByLabel('I want to sell on Pasal').isChecked()).toBe(true);
      await fillRegistration(page, {
        fullName: 'Nabin Shrestha',
        email: freshEmail('nabin'),
        password: 'Bazaar@2026',
        storeName: 'Nabin Computers',
      });
      await screenshot(page, 'register-seller-phone');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toastShown(page, 'Register successfully');
      await atPath(page, '/vendor/dashboard/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Shop settings' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Become a vendor' }).count()).toBe(0);
    });
  });

  it('login: the field messages of spec §5, and the failure pop-up titled by the detail or "Something went wrong"', async () => {
    const opened = await open('/login', PHONE);
    const { page, watch } = opened;
    // Failed calls log "Failed to load resource" in the console: this journey expects them.
    await withDiagnostics(page, watch, async () => {
      const tokenCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/v1/user/token/') && tokenCalls.push(r.url()));
      await submitLogin(page, 'aarati@', '12345');
      await expect.poll(() => fieldError(page, 'Email')).toBe('Please enter a valid email address');
      await expect.poll(() => fieldError(page, /^Password/)).toBe('Password must be at least 6 characters');
      expect(tokenCalls, 'nothing sent while the form is invalid').toEqual([]);
      await screenshot(page, 'login-invalid-phone');

      await submitLogin(page, 'nobody@pasal.demo', 'not-the-password');
      expect(await alertTitle(page)).toBe('Error: No active account found with the given credentials');
      await screenshot(page, 'login-failed-popup-phone', { fullPage: false });
      // The pop-up's OK has the focus: Enter dismisses it and focus goes back to the form.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');

      // Spec §8: an answer with neither error fields nor a detail (a proxy's error page) gives the fallback.
      await page.route('**/api/v1/user/token/', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
      );
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      expect(await alertTitle(page)).toBe('Error: Something went wrong');
      await dismissAlert(page);
    });
  });

  it('register: every field message of spec §5, the strength labels, and the failure pop-ups of §8', async () => {
    const opened = await open('/register', PHONE);
    const { page, watch } = opened;
    await withDiagnostics(page, watch, async () => {
      const registerCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/v1/user/register/') && registerCalls.push(r.url()));
      const create = page.getByRole('button', { name: 'Create Account' });
      await create.click();
      const expectMessages = async (messages: Array<[string | RegExp, string]>) => {
        for (const [label, message] of messages) {
          await expect.poll(() => fieldError(page, label), { message: String(label) }).toBe(message);
        }
      };
      await expectMessages([
        ['Full name', 'Full name is required'],
        ['Email', 'Please enter a valid email address'],
        ['Phone', 'Phone number is required'],
        [/^Password/, 'Password must be at least 6 characters'],
      ]);

      await fillRegistration(page, {
        fullName: 'Al',
        email: 'sita@pasal',
        phone: '98-12',
        password: '12345',
        confirm: '12345',
      });
      await create.click();
      await expectMessages([
        ['Full name', 'Name must be at least 3 characters'],
        ['Email', 'Please enter a valid email address'],
        ['Phone', 'Please enter a valid phone number'],
        [/^Password/, 'Password must be at least 6 characters'],
      ]);
      await page.getByLabel('Phone').fill('12ab567');
      await page.getByLabel(/^Password/).fill('secret1');
      await page.getByLabel('Confirm password').fill('secret2');
      await create.click();
      await expectMessages([
        ['Phone', 'Please enter a valid phone number'],
        ['Confirm password', 'Passwords do not match'],
      ]);
      await screenshot(page, 'register-invalid-phone');
      expect(registerCalls, 'nothing sent while the form is invalid').toEqual([]);

      // Spec §4: the meter scores 0 to 5 and names the score; nothing is said before anything is typed.
      const meter = page.getByTestId('password-strength');
      await page.getByLabel(/^Password/).fill('');
      await expect.poll(() => meter.textContent()).toBe('');
      for (const [password, score, label] of [
        ['abc', 1, 'Weak'],
        ['abcDEF', 2, 'Fair'],
        ['abcDEF1', 3, 'Good'],
        ['abcDEF12', 4, 'Strong'],
        ['abcDEF1!x', 5, 'Excellent'],
      ] as const) {
        await page.getByLabel(/^Password/).fill(password);
        await expect
          .poll(() => meter.textContent(), { message: password })
          .toBe(`Password strength: ${label}`);
        expect(await meter.getAttribute('data-score')).toBe(String(score));
      }
      await screenshot(page, 'register-strength-excellent-phone');

      await fillRegistration(page, { fullName: 'Ram', email: 'customer@pasal.demo', password: 'secret1' });
      await create.click();
      // Spec §8: the pop-up is titled with the server's error object as JSON text; once it is
      // dismissed the field's message stays under its field.
      expect(await alertTitle(page)).toBe('Error: {"email":["A user with this email already exists."]}');
      await screenshot(page, 'register-failed-popup-phone', { fullPage: false });
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await fieldError(page, 'Email')).toBe('A user with this email already exists.');

      await page.route('**/api/v1/user/register/', (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
      );
      await page.getByLabel('Email').fill(freshEmail('ram'));
      await create.click();
      expect(await alertTitle(page)).toBe('Error: Something went wrong');
      await dismissAlert(page);
    });
  });

  it('forgot and new password: "Email does not exist", a short password and "Password does not match"', async () => {
    const opened = await open('/forgot-password', PHONE);
    const { page, watch } = opened;
    await withDiagnostics(page, watch, async () => {
      await page.getByLabel('Email').fill('nobody@pasal.demo');
      await page.getByRole('button', { name: 'Send Email' }).click();
      expect(await alertTitle(page)).toBe('Error: Email does not exist');
      await screenshot(page, 'forgot-password-unknown-phone', { fullPage: false });
      await dismissAlert(page);

      await page.goto(`${journey.baseUrl}/create-new-password?otp=abc&uidb64=MQ`);
      await page.getByLabel('New password').fill('12345');
      await page.getByLabel('Confirm password').fill('12345');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect
        .poll(() => fieldError(page, 'New password'))
        .toBe('Password must be at least 6 characters');

      await page.getByLabel('New password').fill('Kathmandu#99');
      await page.getByLabel('Confirm password').fill('Kathmandu#98');
      await page.getByRole('button', { name: 'Save new password' }).click();
      expect(await alertTitle(page)).toBe('Error: Password does not match');
      await screenshot(page, 'create-new-password-mismatch-phone', { fullPage: false });
    });
  });

  it('settings: a name under 3 characters is refused, and a failed save says "Something went wrong"', async () => {
    const opened = await open('/customer/settings/', PHONE, await registerCustomer(journey.baseUrl));
    const { page, watch } = opened;
    await withDiagnostics(page, watch, async () => {
      const patches: string[] = [];
      page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
      const name = page.getByLabel('Full name');
      await expect.poll(() => name.inputValue()).toBe('Maya Tamang');
      await name.fill('Al');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => fieldError(page, 'Full name')).toBe('Name must be at least 3 characters');
      expect(patches, 'nothing sent while the form is invalid').toEqual([]);

      // A file that says it is a picture but is not: the server refuses it (400), nothing is saved.
      await name.fill('Maya Rai');
      await page.getByLabel('Profile picture').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture at all'),
      });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toastExactly(page, 'error', 'Something went wrong. Please try again');
      await page.getByText(/^Upload a valid image/).scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-failed-phone', { fullPage: false });
      expect(patches).toHaveLength(1);
      await page.reload();
      await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Maya Tamang');
    });
  });

  it('edits the profile on /customer/settings: name, city and picture; e-mail and phone stay read-only', async () => {
    const opened = await open('/customer/settings/', DESKTOP, await registerCustomer(journey.baseUrl));
    const { page } = opened;
    await run(opened, async () => {
      const name = page.getByLabel('Full name');
      await expect.poll(() => name.inputValue()).toBe('Maya Tamang');
      expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByLabel('Phone').getAttribute('readonly')).not.toBeNull();

      await name.fill('Mira Gurung');
      await page.getByLabel('City').fill('Pokhara');
      await page.getByLabel('Profile picture').setInputFiles({
        name: 'me.webp',
        mimeType: 'image/webp',
        buffer: await productPhoto(),
      });
      await page.getByRole('img', { name: 'Your profile' }).waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toastExactly(page, 'success', 'Profile updated successfully');
      // The header greets by the name in the token, which is renewed after a rename.
      await page.getByRole('button', { name: 'Mira' }).waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Pokhara');
      expect(await page.getByLabel('Full name').inputValue()).toBe('Mira Gurung');
      const src = await page.getByRole('img', { name: 'Your profile' }).getAttribute('src');
      expect(src).toMatch(/\/media\/profiles\//);
      await screenshot(page, 'settings-saved-desktop');
    });
  });
});

describe('two tabs of one browser', () => {
  it('refresh an expired access token at the same moment and both stay signed in, on a live session', async () => {
    const pair = await registerCustomer(journey.baseUrl, 'Kiran Magar');
    const claims = decodeJwt(pair.access) as unknown as SessionClaims;
    const first = await journey.browser.newPage(DESKTOP);
    // Five seconds is inside the app's 30 s clock-skew margin: each tab starts with a refresh.
    await holdSession(first, journey.baseUrl, journey.jwtSecret, claims, {
      accessSeconds: 5,
      refresh: pair.refresh,
    });
    const second = await first.context().newPage();
    const tabs = await Promise.all(
      [first, second].map(async (page) => ({ page, watch: await watchPage(page, journey.baseUrl) })),
    );
    // Each tab's refresh leaves a second late, so both have read the same cookies before either
    // gets its answer, however the two loads happen to interleave.
    for (const { page } of tabs) {
      await page.route('**/user/token/refresh/', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fallback();
      });
    }
    const refreshAnswers: number[] = [];
    first.context().on('response', (response) => {
      if (response.url().includes('/user/token/refresh/')) refreshAnswers.push(response.status());
    });

    await Promise.all(tabs.map(({ page }) => page.goto(`${journey.baseUrl}/customer/orders/`)));
    await Promise.all(
      tabs.map((tab) =>
        run(tab, async () => {
          await tab.page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
          await tab.page.getByRole('button', { name: 'Kiran' }).waitFor();
          await atPath(tab.page, '/customer/orders/');
        }),
      ),
    );
    // One tab renewed the pair and the other took it over: no refresh was refused.
    expect(refreshAnswers.length).toBeGreaterThan(0);
    expect(refreshAnswers.filter((status) => status !== 200)).toEqual([]);
    const held = await cookieValue(first, 'refresh_token');
    expect(held).toBeDefined();
    expect(held).not.toBe(pair.refresh);
    expect(await refreshStatus(held ?? '')).toBe(200);
  });
});

const DAY_SECONDS = 24 * 60 * 60;

/** Signs the demo customer in on `baseUrl` and answers the session cookies the browser then holds. */
async function signInCookies(baseUrl: string) {
  const page = await journey.browser.newPage(DESKTOP, { trustAnyCertificate: true });
  const watch = await watchPage(page, baseUrl);
  await page.goto(`${baseUrl}/login`);
  await run({ page, watch }, async () => {
    await submitLogin(page, 'bikash.thapa@pasal.demo', DEMO_PASSWORD);
    await toastShown(page, 'Login successfully');
  });
  const cookies = await page.context().cookies();
  const pick = (name: string) => {
    const cookie = cookies.find((c) => c.name === name);
    if (!cookie) throw new Error(`no ${name} cookie`);
    return { ...cookie, days: Math.round((cookie.expires - Date.now() / 1000) / DAY_SECONDS) };
  };
  return { access: pick('access_token'), refresh: pick('refresh_token') };
}

describe('session cookies (spec §9, PRODUCT.md)', () => {
  it('last 1 and 7 days, SameSite Lax on path /, and are not Secure over plain HTTP', async () => {
    const { access, refresh } = await signInCookies(journey.baseUrl);
    expect([access.days, refresh.days]).toEqual([1, 7]);
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    }
  });

  it('are Secure when the shop is served over HTTPS', async () => {
    const proxy = await startHttpsProxy(journey.baseUrl);
    try {
      const { access, refresh } = await signInCookies(proxy.baseUrl);
      expect([access.secure, refresh.secure]).toEqual([true, true]);
      expect([access.days, refresh.days]).toEqual([1, 7]);
    } finally {
      await proxy.close();
    }
  });
});

/** A real picture to upload: the first seeded product's photo. */
async function productPhoto(): Promise<Buffer> {
  const products = (await (await fetch(`${journey.baseUrl}/api/v1/products/?page_size=1`)).json()) as Array<{
    image: string;
  }>;
  const image = products[0]?.image ?? '';
  const response = await fetch(new URL(image, journey.baseUrl));
  return Buffer.from(await response.arrayBuffer());
}

/** Every account screen; signed-in ones wait for their form (`ready`), which arrives after a fetch. */
const screens: Array<{ name: string; path: string; heading: string; ready?: string }> = [
  { name: 'login', path: '/login', heading: 'Login' },
  { name: 'register', path: '/register?vendor=1', heading: 'Create your account' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot password' },
  {
    name: 'create-new-password',
    path: '/create-new-password?otp=x&uidb64=MQ',
    heading: 'Create new password',
  },
  { name: 'logout', path: '/logout', heading: 'You have been logged out' },
  { name: 'mailbox', path: '/dev/mailbox', heading: 'Mailbox' },
  { name: 'settings', path: '/customer/settings/', heading: 'Account settings', ready: 'Save Changes' },
  { name: 'become-vendor', path: '/become-vendor', heading: 'Become a vendor', ready: 'Open my shop' },
];

describe('account screens on a phone and a desktop', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(screens)(
      `$name renders on a ${device}, with no serious accessibility problems`,
      async (screen) => {
        const tokens = screen.ready ? await registerCustomer(journey.baseUrl) : undefined;
        const opened = await open(screen.path, viewport, tokens);
        const { page } = opened;
        await run(opened, async () => {
          await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
          if (screen.ready) await page.getByRole('button', { name: screen.ready }).waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await checkA11y(page);
          expect(violations, `serious accessibility violations:\n${formatViolations(violations)}`).toEqual(
            [],
          );
          await screenshot(page, `${screen.name}-${device}`);
        });
      },
    );
  }
});
