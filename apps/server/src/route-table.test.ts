import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, createVendor } from './db/seed/factories.ts';
import { createOrder } from './db/seed/order-factories.ts';
import type { RoutePolicy } from './lib/auth.ts';
import { startTestSimulators } from './modules/payments/simulators/test-simulators.ts';
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
    await fuzzRoutes(t, { headers, owned: { user_id: '7', vendor_id: '7' }, known: [] });
  });

  it('answers 4xx JSON, never 500, when the garbage meets real rows and a real account', async () => {
    // The caller owns a shop with a product and an order, so ids in paths reach the code past
    // "not found": the order, product, shop and user exist and the token is theirs. The payment
    // simulators answer, so payment starts go as far as the provider.
    const sims = await startTestSimulators();
    const world = await createTestApp({ env: sims.env });
    try {
      const user = await createUser(world.db);
      const vendor = await createVendor(world.db, { userId: user.id });
      const product = await createProduct(world.db, { vendorId: vendor.id });
      const { order } = await createOrder(world.db, { items: [{ productId: product.id }], buyerId: user.id });
      await world.app.ready();
      const ids = { user_id: String(user.id), vendor_id: String(vendor.id) };
      await fuzzRoutes(world, {
        headers: await world.bearer({ user_id: user.id, vendor_id: vendor.id }),
        owned: ids,
        known: [String(product.id), product.slug, order.oid, vendor.slug, String(order.id)],
      });
    } finally {
      await world.close();
      await sims.close();
    }
  });
});

/**
 * Calls random routes with generated params, queries and bodies: every answer is below 500, and
 * every error is JSON.
 * `owned` fills the params the route checks ownership of; `known` are real ids and slugs mixed
 * into the other params.
 */
async function fuzzRoutes(
  app: TestApp,
  world: { headers: Record<string, string>; owned: Record<string, string>; known: string[] },
) {
  const table = app.app.routePolicies.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
  );
  const garbage = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('0', '-1', '1e99', 'undefined', '%00', '9'.repeat(30)),
  );
  const param = world.known.length > 0 ? fc.oneof(garbage, fc.constantFrom(...world.known)) : garbage;
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
      fc.constantFrom(...table),
      fc.array(param, { minLength: 4, maxLength: 4 }),
      query,
      body,
      async (r, ps, q, b) => {
        let i = 0;
        const url = r.url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => {
          const owned = (r.owns ?? []).includes(name as 'user_id');
          return encodeURIComponent(owned ? (world.owned[name] ?? '7') : (ps[i++] ?? 'x'));
        });
        const withBody = !['GET', 'HEAD', 'DELETE'].includes(r.method);
        const res = await app.app.inject({
          method: r.method as InjectOptions['method'],
          url,
          query: q,
          headers: withBody ? { ...world.headers, 'content-type': b.type } : world.headers,
          ...(withBody ? { payload: b.payload } : {}),
        });
        expect(res.statusCode, `${r.method} ${url} → ${res.body}`).toBeLessThan(500);
        // Errors are JSON; a success may be something else (the invoice is a PDF).
        if (res.statusCode >= 400) expect(String(res.headers['content-type'])).toMatch(/application\/json/);
      },
    ),
    { numRuns: Math.max(200, table.length * 25) },
  );
}
