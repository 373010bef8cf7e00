/** Debian's Chromium (see ensure-chromium.mjs); we never download a Playwright browser. */
export const CHROMIUM = '/usr/bin/chromium';
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
