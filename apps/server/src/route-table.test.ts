import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePolicy } from './lib/auth.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Walks the whole route table, so routes added by later work are covered without anyone
 * adding them here: every route has a policy, protected routes refuse anonymous and
 * wrong-owner callers, and garbage input never produces a 500.
 */
let t: TestApp;
let routes: RoutePolicy[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  routes = t.app.routePolicies.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
});
afterAll(() => t.close());

/** Fills `:params` of a route URL; owned params get `ownValue`, others `other`. */
function fillPath(url: string, values: Record<string, string>, other = '1') {
  return url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? other));
}

const isProtected = (r: RoutePolicy) => r.auth !== 'public';

function expectJsonError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/application\/json/);
  expect(JSON.parse(res.body)).toHaveProperty('detail');
}

describe('route table', () => {
  it('declares an auth policy on every route and mounts both API prefixes', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(['public', 'user', 'vendor']).toContain(r.auth);
    const urls = new Set(routes.map((r) => r.url));
    for (const r of routes.filter((r) => r.url.startsWith('/api/v1/'))) {
      expect(urls.has(r.url.replace('/api/v1/', '/api/'))).toBe(true);
    }
    expect(routes.some(isProtected)).toBe(true);
  });

  it('refuses to build an app with a route that declares no policy', async () => {
    const extra = await createTestApp();
    try {
      expect(() => extra.app.get('/api/forgotten', async () => ({}))).toThrow(/declares no auth policy/);
    } finally {
      await extra.close();
    }
  });

  it('answers 401 JSON to anonymous callers on every protected route', async () => {
    for (const r of routes.filter(isProtected)) {
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: fillPath(r.url, {}),
      });
      expectJsonError(res, 401);
    }
  });

  it('answers 401 to a forged or expired token', async () => {
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJl' };
    for (const r of routes.filter(isProtected)) {
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: fillPath(r.url, {}),
        headers: forged,
      });
      expectJsonError(res, 401);
    }
  });

  it('answers 403 when a path id belongs to someone else, or a non-vendor calls a vendor route', async () => {
    const headers = await t.bearer({ user_id: 7, vendor_id: 7 });
    for (const r of routes.filter((r) => r.owns?.length)) {
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: fillPath(r.url, { user_id: '8', vendor_id: '8' }),
        headers,
      });
      expectJsonError(res, 403);
    }
    const customer = await t.bearer({ user_id: 7, vendor_id: 0 });
    for (const r of routes.filter((r) => r.auth === 'vendor')) {
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url: fillPath(r.url, { user_id: '7', vendor_id: '7' }),
        headers: customer,
      });
      expectJsonError(res, 403);
    }
  });

  it('answers malformed params, queries and bodies with 4xx JSON, never 500', async () => {
    const headers = await t.bearer({ user_id: 7, vendor_id: 7 });
    const param = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('0', '-1', '1e99', 'undefined', '%00', '9'.repeat(30)),
    );
    const query = fc.dictionary(
      fc.constantFrom('page', 'page_size', 'query', 'category', 'sort', 'range', 'x'),
      fc.string({ maxLength: 20 }),
    );
    const body = fc.oneof(
      fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
      fc.string({ maxLength: 200 }).map((v) => ({ payload: v, type: 'application/json' })),
      fc.string({ maxLength: 200 }).map((v) => ({ payload: v, type: 'application/x-www-form-urlencoded' })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(param, { minLength: 4, maxLength: 4 }),
        query,
        body,
        async (r, ps, q, b) => {
          const values = { user_id: '7', vendor_id: '7' } as Record<string, string>;
          let i = 0;
          const url = r.url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => {
            const owned = (r.owns ?? []).includes(name as 'user_id');
            return encodeURIComponent(owned ? (values[name] ?? '7') : (ps[i++] ?? 'x'));
          });
          const withBody = !['GET', 'HEAD', 'DELETE'].includes(r.method);
          const res = await t.app.inject({
            method: r.method as InjectOptions['method'],
            url,
            query: q,
            headers: withBody ? { ...headers, 'content-type': b.type } : headers,
            ...(withBody ? { payload: b.payload } : {}),
          });
          expect(res.statusCode, `${r.method} ${url} → ${res.body}`).toBeLessThan(500);
          expect(String(res.headers['content-type'])).toMatch(/application\/json/);
        },
      ),
      { numRuns: Math.max(200, routes.length * 25) },
    );
  });
});
