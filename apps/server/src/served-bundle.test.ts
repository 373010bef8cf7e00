import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildWeb } from './test/built-web.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildWeb>> | undefined;

/**
 * The README's default is NODE_ENV=development, and Vite builds for development when the
 * environment says so: Preact's debug layer and devtools hook in the entry (a fifth more script,
 * slower, warning in the console). `npm start` must build for production whatever NODE_ENV is.
 * Built here by the web app's build script, as `npm start` runs it, into a folder of its own.
 */
beforeAll(async () => {
  web = await buildWeb({ NODE_ENV: 'development' });
  t = await createTestApp({ env: { WEB_DIST: web.dir } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

async function entryScript() {
  const page = await t.app.inject('/');
  // A rendered page names its entry for boot.js (decision 0023); the shell in a script tag.
  const entry = /(?:<script[^>]+src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  expect(entry, page.body).toBeDefined();
  return entry ?? '';
}

it('serves production Preact even when built with NODE_ENV=development', async () => {
  const bundle = (await t.app.inject(await entryScript())).body;
  // preact/debug, which a development build imports first, explains its checks in words.
  expect(bundle).not.toContain('Undefined component passed to createElement()');
});

it('sends the built files Brotli- or gzip-compressed at build time, as the browser accepts', async () => {
  const entry = await entryScript();
  const plain = await t.app.inject(entry);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await t.app.inject({ url: entry, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  // A third of the bytes or less: what a phone on a slow network waits for.
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  const gz = await t.app.inject({ url: entry, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
});

it('compresses the page itself, made per request with its head tags', async () => {
  const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
  expect(page.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
});
