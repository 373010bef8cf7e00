import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * API-NOTES.md "What clients of the original family actually send": such a client is served
 * from another origin (a CDN, a dev server on :5173) and calls /api and shows /media pictures
 * from there. CORS_ORIGINS lists those origins.
 */
const DEV_SERVER = 'http://localhost:5173';
const CDN = 'https://shop.example.com';
const STRANGER = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: ` ${DEV_SERVER}, ${CDN} ` } });
  await mkdir(path.join(t.config.mediaDir, 'products'), { recursive: true });
  await writeFile(
    path.join(t.config.mediaDir, 'products', 'wire.png'),
    Buffer.from('89504e470d0a1a0a', 'hex'),
  );
});
afterAll(() => t.close());

const preflight = (url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS_ORIGINS', () => {
  it('is unset by default, and a value that is not a bare origin stops the server naming the key', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: `${DEV_SERVER},${CDN}` }).corsOrigins).toEqual([DEV_SERVER, CDN]);
    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/',
      'https://shop.example.com/app',
      'ftp://x.np',
    ])
      expect(() => loadConfig({ CORS_ORIGINS: `${DEV_SERVER},${bad}` }), bad).toThrow(/CORS_ORIGINS/);
  });

  it.each([
    '/api/v1/cart-view/',
    '/api/v1/cart-view',
    '/api/cart-view/',
    '/api/v1/payment-success/undefined/',
  ])('answers the preflight of a listed origin for %s, with credentials', async (url) => {
    for (const origin of [DEV_SERVER, CDN]) {
      const res = await preflight(url, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
      });
      expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    }
  });

  it('gives another origin no CORS headers, on the preflight and on the call', async () => {
    const refused = await preflight('/api/v1/cart-view/', STRANGER);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    const call = await t.app.inject({ url: '/api/v1/products/', headers: { origin: STRANGER } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(call.headers.vary).toBe('Origin');
  });

  it('lets a listed origin read answers, the list total included', async () => {
    for (const url of ['/api/v1/products', '/api/products/', '/api/v1/category/']) {
      const res = await t.app.inject({ url, headers: { origin: CDN } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(CDN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
    const list = await t.app.inject({ url: '/api/v1/products/', headers: { origin: CDN } });
    expect(list.headers['access-control-expose-headers']).toBe('X-Total-Count, X-Total-Count-Exact');
    // An error answer too, so the client can read its message.
    const missing = await t.app.inject({
      url: '/api/v1/products/no-such-product/',
      headers: { origin: CDN },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(CDN);
  });

  it('lets the listed origins show /media pictures (cross-origin resource policy), not the web app', async () => {
    const picture = await t.app.inject({ url: '/media/products/wire.png', headers: { origin: DEV_SERVER } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers).toMatchObject({
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': DEV_SERVER,
      vary: 'Origin',
    });
    // A plain <img> sends no Origin: the policy alone lets it show.
    const img = await t.app.inject('/media/products/wire.png');
    expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The API itself keeps helmet's same-origin policy and no CORS headers for pages of Pasal itself.
    const api = await t.app.inject('/api/v1/products/');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  it('gives no origin CORS headers, and pictures keep helmet’s same-origin policy', async () => {
    const plain = await createTestApp();
    try {
      await mkdir(path.join(plain.config.mediaDir, 'products'), { recursive: true });
      await writeFile(
        path.join(plain.config.mediaDir, 'products', 'wire.png'),
        Buffer.from('89504e47', 'hex'),
      );
      const res = await plain.app.inject({ url: '/api/v1/products/', headers: { origin: DEV_SERVER } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const picture = await plain.app.inject('/media/products/wire.png');
      expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await plain.close();
    }
  });
});
