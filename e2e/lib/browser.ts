import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Result as AxeViolation } from 'axe-core';
import { type Browser, type BrowserContext, chromium, errors, type Page } from 'playwright-core';
import { ARGS, JOURNEY_CHROMIUM } from './chromium.ts';

export type { AxeViolation };

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };
export type Viewport = typeof PHONE;

export interface PageOptions {
  trustAnyCertificate?: boolean;
  /** Where the browser says it is, with the geolocation permission already granted. */
  geolocation?: { latitude: number; longitude: number };
}

export interface TestBrowser {
  /**
   * A page in a new, empty context (own cookies and storage) of the given size. `trustAnyCertificate`
   * accepts the self-signed certificate of a test HTTPS proxy.
   */
  newPage(viewport: Viewport, options?: PageOptions): Promise<Page>;
  /** Closes every page opened so far (after each test: an open page keeps drawing and asking). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One browser per test file. launch() (rather than launchPersistentContext) still runs on a
 * fresh temporary --user-data-dir that Playwright creates and deletes, and lets every page
 * get its own context, so a sign-in in one test never leaks into the next.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: JOURNEY_CHROMIUM,
    args: ARGS,
    headless: true,
  });
  const contexts: BrowserContext[] = [];
  const closePages = async () => {
    await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
  };
  return {
    async newPage(viewport, { trustAnyCertificate = false, geolocation } = {}) {
      const context = await browser.newContext({
        viewport,
        ignoreHTTPSErrors: trustAnyCertificate,
        ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
      });
      contexts.push(context);
      return context.newPage();
    },
    closePages,
    async close() {
      await closePages();
      await browser.close();
    },
  };
}

/**
 * Saves a PNG under e2e/artifacts/ (kept by CI); returns its path. Full page by default;
 * `fullPage: false` keeps what the viewport shows, e.g. an open drawer or dialog. Fails when the
 * page is wider than its viewport (it would scroll sideways). A capture that times out is left out
 * with a warning; the check still runs.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, name.endsWith('.png') ? name : `${name}.png`);
  if (fullPage) await loadLazyImages(page);
  // A full-page capture draws only what the browser has laid out: content it skips until near the
  // screen (`below-fold`, decision 0027) is drawn here as a shopper scrolling would see it.
  const style = fullPage ? await page.addStyleTag({ content: DRAW_ALL }) : null;
  try {
    await page.screenshot({ path: file, fullPage });
  } catch (error) {
    // The picture is for people to look at, not a check: a capture the browser does not finish
    // in time on a loaded machine (seen once in 164 journeys, on a full page) leaves it out, and
    // the checks below still run.
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`${name}: screenshot not taken: ${error.message.split('\n')[0]}`);
  }
  await style?.evaluate((element) => element.parentNode?.removeChild(element));
  // A page wider than its viewport scrolls sideways on a phone: every look at a page checks it.
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (sideways > 0) throw new Error(`${name}: the page is ${sideways} px wider than its viewport`);
  return file;
}

const DRAW_ALL = '.below-fold { content-visibility: visible !important; }';

/**
 * A full-page capture does not scroll, so images with loading="lazy" below the fold would
 * show as empty boxes: scroll through the page once, wait for the images, scroll back up.
 * Only the images the page draws count: a lazy one in a hidden part (the other width's layout,
 * a folded panel) is never fetched, and waiting for it would only wait out the timeout.
 */
async function loadLazyImages(page: Page) {
  const scrollThrough = () =>
    page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
  await scrollThrough();
  // A section asked for as it nears the screen (home's All Products) gets its cards only now, after
  // the pass above went by: once it has them, pass again so their pictures load too.
  const busy = '[aria-busy="true"]';
  if (await page.evaluate((selector) => document.querySelector(selector) !== null, busy)) {
    await page
      .waitForFunction((selector) => document.querySelector(selector) === null, busy, { timeout: 5_000 })
      .catch(() => {}); // still loading: the capture shows it so
    await scrollThrough();
  }
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((image) => image.complete || image.getClientRects().length === 0),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {}); // a picture that never loads must not hide the rest of the screenshot
}

let axeSource: string | undefined;

/** Runs axe-core in the page and returns the serious and critical violations only. */
export async function checkA11y(page: Page): Promise<AxeViolation[]> {
  if (!axeSource) {
    const require = createRequire(import.meta.url);
    axeSource = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  }
  // Colours caught mid-fade (a toast sliding behind a newer one) are no colours anyone reads:
  // let the transitions that end (not a loading shimmer, which never does) finish first. One can
  // start during the scan (a toast arriving late on a slow machine): then the scan runs again.
  const settled = () =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      );
  // Evaluated through the DevTools protocol, which the app's CSP (script-src 'self') rightly
  // does not cover; an injected <script> tag would be blocked by it. Once per document: moving
  // between the app's screens keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  let violations: AxeViolation[] = [];
  for (let scan = 1; scan <= 3; scan++) {
    await page.waitForFunction(settled);
    violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations;
    });
    if (await page.evaluate(settled)) break;
  }
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One readable block per violation: rule, impact, what to fix and where. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}
