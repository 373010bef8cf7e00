import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

export interface Journey {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  readonly baseUrl: string;
  readonly browser: TestBrowser;
  /** See RunningServer.jwtSecret. */
  readonly jwtSecret: string;
  /** See RunningServer.simulatorUrl. */
  readonly simulatorUrl: string;
}

/**
 * Registers the per-file hooks every journey needs: one freshly seeded server (configured by
 * `options`, see ServerOptions) and one browser, started before the file's tests and stopped
 * after them; the pages a test opened are closed after it. Read the fields inside tests only (they
 * are set in beforeAll).
 */
export function useJourney(options: ServerOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: TestBrowser | undefined;

  beforeAll(async () => {
    // Started together (seeding is the slow part); each is kept as soon as it is up, so
    // afterAll can stop whichever did start when the other failed.
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  // A test's pages go with it: left open, a page keeps its timers and animations running (home's
  // carousel turning costs Chromium a twentieth of a core), for every later test of the file to share
  // the CPU with.
  afterEach(async () => {
    await browser?.closePages();
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  });

  const running = (): RunningServer => {
    if (!server) throw new Error('The server is not running (did beforeAll fail?)');
    return server;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get jwtSecret() {
      return running().jwtSecret;
    },
    get simulatorUrl() {
      return running().simulatorUrl;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not running (did beforeAll fail?)');
      return browser;
    },
  };
}
