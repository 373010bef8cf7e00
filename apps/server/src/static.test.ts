import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const INDEX = '<!doctype html><title>Pasal</title><div id="root"></div>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pasal-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app-3f2a.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  // Product, shop, search and home pages get their own head tags (modules/seo/seo-pages.test.ts).
  it.each(['/cart/', '/vendor/dashboard/', '/customer/orders/', '/help'])(
    'answers the page %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('caches fingerprinted assets for a year and other files not at all', async () => {
    const asset = await t.app.inject('/assets/app-3f2a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing files and unknown API paths with 404 JSON, not the app', async () => {
    for (const url of [
      '/assets/gone-1234.js',
      '/media/products/none-400.webp',
      '/api/nothing-here',
      '/logo.png',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.' });
    }
  });
});
