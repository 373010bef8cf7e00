import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let webDist: string;

/**
 * The README's default is NODE_ENV=development, and Vite builds development React (a third larger,
 * slower, warning in the console) when the environment says so: `npm start` must build for
 * production whatever NODE_ENV is. Built here by the web app's build script, as `npm start` runs it, into a folder of its own.
 */
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pasal-bundle-'));
  const args = ['run', 'build', '-w', '@pasal/web', '--', '--outDir', webDist, '--emptyOutDir'];
  const build = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

async function entryScript() {
  const page = await t.app.inject('/');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  expect(entry, page.body).toBeDefined();
  return entry ?? '';
}

it('serves production React even when built with NODE_ENV=development', async () => {
  const bundle = (await t.app.inject(await entryScript())).body;
  // Development React's JSX runtime is `jsxDEV`; production React's errors are minified.
  expect(bundle).not.toContain('jsxDEV');
  expect(bundle).toContain('Minified React error');
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
