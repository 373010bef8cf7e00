import { existsSync } from 'node:fs';

/** Debian's Chromium (see ensure-chromium.mjs); we never download a Playwright browser. */
export const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/**
 * Debian's build of the same Chromium as its headless shell (package chromium-headless-shell):
 * the engine without the full browser's window and interface layers, as Playwright itself runs
 * headless pages. The journeys are bound by CPU on two cores: on the shell the PGlite journeys
 * took 1,149 s instead of 1,394 s, Chromium's processes 918 CPU-seconds instead of 1,484. Without
 * it the journeys run on CHROMIUM; Lighthouse (bench/) always does, as a shopper's browser.
 */
export const JOURNEY_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
// No GPU, no sandbox (CI runs as root in a container), and nothing that phones home: the
// journeys, and Lighthouse in bench/pages.ts, must see only the requests the app itself makes.
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
