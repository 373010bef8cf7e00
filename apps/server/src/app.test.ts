import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '1024' } });
  // A probe route, to exercise body parsing the way later form-posting routes will.
  t.app.post('/api/test-echo', { config: { auth: 'public' } }, async (request) => ({ body: request.body }));
  await t.app.ready();
});
afterAll(() => t.close());

describe('server skeleton', () => {
  it('reports health and the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers under /api/ and /api/v1/, with or without the trailing slash', async () => {
    for (const url of ['/api/category/', '/api/category', '/api/v1/category/', '/api/v1/category']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('answers unknown /api paths and unknown records with 404 JSON', async () => {
    for (const url of ['/api/nope/', '/api/v1/products/no-such-product/', '/media/none.webp']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it('parses JSON, urlencoded and multipart form bodies into the same fields', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { qty: '2', user_id: '0' },
    });
    expect(json.json()).toEqual({ body: { qty: '2', user_id: '0' } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'qty=2&user_id=0',
    });
    expect(form.json()).toEqual({ body: { qty: '2', user_id: '0' } });
    const boundary = 'pasalboundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="qty"\r\n\r\n2\r\n--${boundary}--\r\n`,
    });
    expect(multipart.json()).toEqual({ body: { qty: '2' } });
  });

  it('refuses bodies over the limit with 413 JSON and malformed JSON with 400 JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { text: 'x'.repeat(2048) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toHaveProperty('detail');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"qty":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await t.app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/api/v1/products/');
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
