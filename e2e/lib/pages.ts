import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkA11y, DESKTOP, formatViolations, type PageOptions, type Viewport } from './browser.ts';
import type { Journey } from './journey.ts';
import { holdTokens, type TokenPair } from './session.ts';
import { type PageWatch, watchPage, withDiagnostics } from './watch.ts';

export interface Opened {
  page: Page;
  watch: PageWatch;
}

export interface OpenOptions {
  viewport?: Viewport;
  /** A session the server issued, held in the browser's cookies before the first load. */
  tokens?: TokenPair;
  /** See PageOptions.geolocation. */
  geolocation?: PageOptions['geolocation'];
  /** Other origins the journey visits (the payment simulators' hosted pages). */
  allowOrigins?: string[];
  /** Runs before the first load, e.g. to install a fake clock or emulate reduced motion. */
  beforeLoad?: (page: Page) => Promise<void>;
  /**
   * Leaves a page the server rendered as it loaded: not touched, so its app has not started
   * (boot.js), and not waited for. What a shopper sees and does before the app has the page.
   */
  untouched?: boolean;
}

/** A new page (own cookies and storage), watched for errors and foreign requests, at `path`. */
export async function openPage(
  journey: Journey,
  path: string,
  { viewport = DESKTOP, tokens, allowOrigins, beforeLoad, geolocation, untouched }: OpenOptions = {},
): Promise<Opened> {
  const page = await journey.browser.newPage(viewport, { geolocation });
  if (tokens) await holdTokens(page, journey.baseUrl, tokens);
  const watch = await watchPage(page, journey.baseUrl, allowOrigins);
  await beforeLoad?.(page);
  await page.goto(`${journey.baseUrl}${path}`);
  if (!untouched) await untilHydrated(page);
  return { page, watch };
}

/**
 * On a page the server rendered (home, product, search, shop for a visitor without a session),
 * touches the page as a shopper would (the mouse moving starts the app, boot.js) and waits until
 * the app has taken over its content (main.tsx marks `#root` once hydrated). Polled from here,
 * not in the page, whose timers a journey may have stopped (page.clock).
 */
export async function untilHydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  const taken = () =>
    page.evaluate(
      () =>
        !document.getElementById('pasal-state') || document.getElementById('root')?.dataset.hydrated === '',
    );
  await expect.poll(taken, { timeout: 15_000 }).toBe(true);
}

/** A journey's steps, with what the page showed added to a failure and nothing logged as an error. */
export async function runChecked({ page, watch }: Opened, steps: () => Promise<void>) {
  await withDiagnostics(page, watch, async () => {
    await steps();
    expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
    expect(watch.errors, 'console errors').toEqual([]);
  });
}

/**
 * The browser logs a refused call itself ("Failed to load resource … status of 409"): checks the
 * expected ones were there, `times` times, and drops them, so runChecked still sees any other.
 */
export function expectRefused(opened: Opened, status: number, path: string, times = 1) {
  const refused = (e: string) => e.includes(`status of ${status}`) && e.includes(path);
  expect(opened.watch.errors.filter(refused)).toHaveLength(times);
  opened.watch.errors = opened.watch.errors.filter((e) => !refused(e));
}

/** Fails, with what to fix and where, when axe finds a serious or critical problem on the page. */
export async function expectAccessible(page: Page, where = '') {
  const violations = await checkA11y(page);
  expect(violations, `${where ? `${where}:\n` : ''}${formatViolations(violations)}`).toEqual([]);
}

/** Nothing on the page is loading: no region is aria-busy (the last answer is the one on screen). */
export async function settled(page: Page) {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/**
 * Clicks `button` and, in the same task, chooses `value` in `select`: the second change is made
 * before React has rendered the first (as a quick hand can, on a busy phone), so it shows whether
 * a page builds each change on the address as it is, or on the one it last rendered.
 */
export async function clickThenChoose(button: Locator, select: Locator, value: string) {
  const [clicked, chosen] = await Promise.all([button.elementHandle(), select.elementHandle()]);
  await clicked?.evaluate(
    (element, { field, value }) => {
      (element as HTMLElement).click();
      const choice = field as HTMLSelectElement;
      choice.value = value;
      choice.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { field: chosen, value },
  );
}

/** The name of the slide home's carousel shows (its current dot: "Slide 2: …"). */
export function currentSlide(page: Page) {
  return page
    .locator('[aria-roledescription="carousel"] button[aria-current="true"]')
    .getAttribute('aria-label');
}
