import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from '../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  for (let n = 0; n < 6; n++) await createProduct(t.db, { vendorId: shop.id });
});
afterAll(() => t.close());

const PRODUCTS = '/api/v1/products/';

describe('compressed answers', () => {
  it('sends JSON Brotli- or gzip-compressed as the client accepts, the same JSON either way', async () => {
    const plain = await t.app.inject(PRODUCTS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: PRODUCTS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await t.app.inject({ url: PRODUCTS, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers smaller than a kilobyte as they are', async () => {
    const health = await t.app.inject({ url: '/api/v1/health/', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
