import type { Page, Request } from 'playwright-core';

export interface PageWatch {
  /** Requests (and web sockets) to any origin other than the app's own, as "METHOD url". */
  foreignRequests: string[];
  /** console.error messages and uncaught exceptions in the page. */
  errors: string[];
  /** The page's calls to the API, last ones kept: "POST /api/… → 201 in 40 ms", or "… pending". */
  apiCalls: Map<Request, string>;
}

/** How many of the latest API calls a failure lists (enough for one step's calls). */
const API_CALLS_KEPT = 12;

/**
 * Records what a page does that a journey must not: talk to another origin (fonts, CDNs,
 * analytics — Pasal serves everything itself) or log errors. Foreign requests are also
 * aborted, so an offline CI machine fails fast and clearly rather than waiting on a timeout.
 * Call before the first navigation.
 */
export async function watchPage(
  page: Page,
  baseUrl: string,
  /** Other origins the journey means to visit, e.g. a payment provider's hosted page. */
  allowed: string[] = [],
): Promise<PageWatch> {
  const origin = new URL(baseUrl).origin;
  const origins = new Set([origin, ...allowed.map((url) => new URL(url).origin)]);
  const watch: PageWatch = { foreignRequests: [], errors: [], apiCalls: new Map() };

  await page.route('**/*', (route) => {
    const request = route.request();
    if (origins.has(new URL(request.url()).origin)) return route.continue();
    watch.foreignRequests.push(`${request.method()} ${request.url()}`);
    return route.abort('blockedbyclient');
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).host !== new URL(origin).host) watch.foreignRequests.push(`WS ${socket.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    // A foreign request we aborted logs "Failed to load resource"; it is reported above already.
    if (url && /^https?:/.test(url) && !origins.has(new URL(url).origin)) return;
    watch.errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    watch.errors.push(`uncaught: ${error.stack ?? error.message}`);
  });
  watchApiCalls(page, origin, watch.apiCalls);
  return watch;
}

/**
 * Keeps the page's latest API calls with how each ended, so a step that waited in vain (a
 * navigation that never came) says whether its call was made, failed, or never answered.
 */
function watchApiCalls(page: Page, origin: string, calls: Map<Request, string>) {
  const name = (request: Request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}`;
  };
  const started = new WeakMap<Request, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
    started.set(request, Date.now());
    calls.set(request, `${name(request)} … pending`);
    // A Map keeps insertion order: the first key is the oldest call.
    const [oldest] = calls.keys();
    if (calls.size > API_CALLS_KEPT && oldest) calls.delete(oldest);
  });
  const ended = (request: Request, how: string) => {
    const start = started.get(request);
    if (start === undefined || !calls.has(request)) return;
    calls.set(request, `${name(request)} → ${how} in ${Date.now() - start} ms`);
  };
  // The page may close between a request finishing and its response being asked for: that
  // rejection is no step's failure, and left unhandled it fails the whole run.
  page.on(
    'requestfinished',
    (request) =>
      void request.response().then(
        (response) => ended(request, String(response?.status() ?? '?')),
        () => ended(request, 'finished as the page closed'),
      ),
  );
  page.on('requestfailed', (request) => ended(request, `failed (${request.failure()?.errorText})`));
}

/**
 * Runs a journey's steps; when one fails (typically a wait timing out), adds what the page
 * actually showed and logged to the error, since "timeout waiting for heading" alone rarely
 * says why.
 */
export async function withDiagnostics(page: Page, watch: PageWatch, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    const text = await page
      .locator('body')
      .textContent({ timeout: 2_000 })
      .catch(() => '(no body)');
    const alerts = await page
      .locator('[role="alert"], [data-sonner-toast]')
      .allTextContents()
      .catch(() => []);
    // A form that refused to submit says so only beside its fields.
    const invalid = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((fields) =>
        fields.map((field) => {
          const input = field as HTMLInputElement;
          const label = input.labels?.[0]?.textContent ?? input.name;
          const said = (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
          return `${label} = "${input.value}": ${said}`.replace(/\s+/g, ' ');
        }),
      )
      .catch(() => []);
    const details = [
      `page: ${page.url()}`,
      `page text: ${(text ?? '').replace(/\s+/g, ' ').slice(0, 400)}`,
      ...alerts.map((alert) => `alert: ${alert.replace(/\s+/g, ' ')}`),
      ...invalid.map((field) => `invalid field: ${field}`),
      ...[...watch.apiCalls.values()].map((call) => `api: ${call}`),
      ...watch.errors,
      ...watch.foreignRequests.map((r) => `foreign request: ${r}`),
    ].join('\n  ');
    if (error instanceof Error) error.message += `\n  ${details}`;
    throw error;
  }
}
