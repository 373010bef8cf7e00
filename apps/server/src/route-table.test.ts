import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

/** Well-formed values of params no one owns, so a request gets as far as the owner check. */
const WELL_FORMED: Record<string, string> = { order_oid: 'k3x9m2p7q4wz' };

/** Fills `:params` of a route URL from `values`, else well-formed values, else `other`. */
function fillPath(url: string, values: Record<string, string>, other = '1') {
  return url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? WELL_FORMED[name] ?? other),
  );
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
  it('declares an auth policy on every route', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(['public', 'user', 'vendor']).toContain(r.auth);
    expect(routes.some(isProtected)).toBe(true);
  });

  it('registers the API once: /api/v1/ is mapped onto /api/, so a route limit counts both', async () => {
    expect(routes.filter((r) => r.url.startsWith('/api/v1/'))).toEqual([]);
    const limited = await createTestApp({ env: { TRACKING_RATE_LIMIT: '4' } });
    try {
      const statuses: number[] = [];
      for (const prefix of ['/api', '/api/v1', '/api', '/api/v1', '/api/v1']) {
        statuses.push((await limited.app.inject(`${prefix}/logistics/track/k3x9m2p7q4wz/`)).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429]);
      const docs = (await limited.app.inject('/api/openapi.json')).json() as { paths: object };
      expect(Object.keys(docs.paths)).toContain('/api/v1/logistics/track/{order_oid}/');
      expect(Object.keys(docs.paths).filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
    } finally {
      await limited.close();
    }
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
});

/**
 * A world with real rows: the owner has a shop with a product and an order (placed signed in),
 * and a stranger is signed in too. The payment simulators answer, so payment starts go as far as
 * the provider.
 */
describe('route table against real rows and real accounts', () => {
  let sims: Awaited<ReturnType<typeof startTestSimulators>>;
  let world: TestApp;
  let owner: { headers: Record<string, string>; ids: Record<string, string> };
  let stranger: Record<string, string>;
  /** A real value for each kind of path param, by name. */
  let realValue: Record<string, string>;
  let known: string[];

  beforeAll(async () => {
    sims = await startTestSimulators();
    world = await createTestApp({ env: sims.env });
    const user = await createUser(world.db);
    const vendor = await createVendor(world.db, { userId: user.id });
    const product = await createProduct(world.db, { vendorId: vendor.id });
    const { order } = await createOrder(world.db, { items: [{ productId: product.id }], buyerId: user.id });
    const other = await createUser(world.db);
    await world.app.ready();
    owner = {
      headers: await world.bearer({ user_id: user.id, vendor_id: vendor.id }),
      ids: { user_id: String(user.id), vendor_id: String(vendor.id) },
    };
    stranger = await world.bearer({ user_id: other.id });
    known = [String(product.id), product.slug, product.pid, order.oid, vendor.slug, String(order.id)];
    realValue = {
      ...owner.ids,
      order_oid: order.oid,
      oid: order.oid,
      slug: product.slug,
      vendor_slug: vendor.slug,
      product_id: String(product.id),
      pid: product.pid,
      id: String(product.id),
    };
  });
  afterAll(async () => {
    await world?.close();
    await sims?.close();
  });

  it('answers 4xx JSON, never 500, when the garbage meets them', async () => {
    await fuzzRoutes(world, { headers: owner.headers, owned: owner.ids, known });
  });

  it("gives no more to someone else's id wrapped in Unicode whitespace than to the id itself", async () => {
    // Space, tab, newline, NBSP, line separator, BOM, ideographic space: each before, after, both.
    const spaces = [' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u3000'];
    const wraps = spaces.flatMap((w) => [
      (v: string) => `${w}${v}`,
      (v: string) => `${v}${w}`,
      (v: string) => `${w}${v}${w}`,
    ]);
    const refused = new Set([401, 403, 404]);
    let compared = 0;
    for (const r of world.app.routePolicies.filter((r) => r.url.startsWith('/api/'))) {
      const method = r.method as InjectOptions['method'];
      const idFields = bodyIdFields(r);
      const names = [...r.url.matchAll(/:([a-zA-Z_]+)/g)].map((m) => m[1] as string);
      const call = (values: Record<string, string>, body?: Record<string, string>) =>
        world.app.inject({
          method,
          url: r.url.replace(/:([a-zA-Z_]+)/g, (_m, name: string) =>
            encodeURIComponent(values[name] ?? realValue[name] ?? '1'),
          ),
          headers: stranger,
          ...(body ? { payload: body } : {}),
        });
      const bodyOf = (wrap: (v: string) => string) =>
        idFields.length === 0
          ? undefined
          : Object.fromEntries(idFields.map((f) => [f, wrap(realValue[f] ?? realValue.order_oid ?? '')]));
      for (const name of [...names, ...(idFields.length ? ['(body)'] : [])]) {
        const plain = await call(
          {},
          bodyOf((v) => v),
        );
        if (!refused.has(plain.statusCode)) continue;
        for (const wrap of wraps) {
          const values = name === '(body)' ? {} : { [name]: wrap(realValue[name] ?? '1') };
          const res = await call(values, name === '(body)' ? bodyOf(wrap) : bodyOf((v) => v));
          expect(
            res.statusCode,
            `${r.method} ${r.url} ${name}=${JSON.stringify(values)} → ${res.body}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          compared += 1;
        }
      }
    }
    // The order calls, the owned customer and vendor calls and their body ids were all tried.
    expect(compared).toBeGreaterThan(300);
  });
});

/** The fields the app's forms and JSON bodies use, to carry a NUL character into each. */
const FORM_FIELDS = [
  'user_id',
  'product_id',
  'order_oid',
  'cart_id',
  'qty',
  'size',
  'color',
  'country',
  'full_name',
  'email',
  'mobile',
  'phone',
  'address',
  'city',
  'state',
  'password',
  'password2',
  'coupon_code',
  'review',
  'rating',
  'question',
  'answer',
  'store_name',
  'description',
  'refresh',
  'otp',
  'uidb64',
  'payment_method',
];

/** Body fields of a route that name a record (`order_oid`, `user_id`, ...). */
function bodyIdFields(r: RoutePolicy): string[] {
  const body = r.schema?.body;
  const shape =
    body instanceof z.ZodObject
      ? body.shape
      : body instanceof z.ZodOptional && body.unwrap() instanceof z.ZodObject
        ? (body.unwrap() as z.ZodObject).shape
        : {};
  return Object.keys(shape).filter((k) => /(_id|_oid)$/.test(k));
}

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
  // Text with a NUL character, which PostgreSQL cannot store, in any place a client can put it.
  const withNul = fc.string({ maxLength: 12 }).map((v) => `${v}\u0000${v}`);
  const garbage = fc.oneof(
    fc.string({ maxLength: 40 }),
    withNul,
    fc.constantFrom('0', '-1', '1e99', 'undefined', '%00', '9'.repeat(30)),
  );
  const known = world.known.length > 0 ? fc.constantFrom(...world.known) : garbage;
  const param = fc.oneof(
    garbage,
    known,
    known.map((v) => `${v}\u0000`),
  );
  const query = fc.dictionary(
    fc.constantFrom('page', 'page_size', 'query', 'category', 'sort', 'range', 'country', 'x'),
    fc.oneof(fc.string({ maxLength: 20 }), withNul),
  );
  const boundary = 'pasalFuzzBoundary';
  const body = fc.oneof(
    fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((v) => ({ payload: v, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((v) => ({ payload: v, type: 'application/x-www-form-urlencoded' })),
    // Every field a form of this app has, each holding a NUL, as JSON and as a form.
    fc.tuple(withNul, known).map(([v, id]) => ({
      payload: JSON.stringify(
        Object.fromEntries(FORM_FIELDS.map((f) => [f, f.endsWith('id') ? `${id}\u0000` : v])),
      ),
      type: 'application/json',
    })),
    withNul.map((v) => ({
      payload: new URLSearchParams(FORM_FIELDS.map((f): [string, string] => [f, v])).toString(),
      type: 'application/x-www-form-urlencoded',
    })),
    // Broken form uploads: no boundary, another boundary, cut short, garbage part headers.
    fc.constantFrom(
      { payload: 'name=value', type: 'multipart/form-data' },
      {
        payload: `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nSita`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: `--${boundary}\r\nnot a header\r\n\r\nx\r\n--${boundary}--\r\n`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nSi\u0000ta\r\n--${boundary}--\r\n`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
    ),
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
