import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { confirmReturn, payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

/**
 * ARCHITECTURE.md: no database transaction stays open across a provider call. A proxy in front
 * of the Stripe simulator holds one call open on demand; meanwhile other requests that need the
 * database, writes included, must finish. On PGlite (one connection, one lock) any transaction
 * left open across the call would stall them until the call returned.
 */
let sims: TestSimulators;
let t: TestApp;
let proxy: Server;
let holdNext = false;
let arrived: () => void = () => {};
let release: () => void = () => {};

function startProxy(target: string) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (holdNext) {
      holdNext = false;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      arrived();
      await released;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Holds the next provider call at the proxy; resolves once it is held there. */
function holdNextCall() {
  holdNext = true;
  return new Promise<void>((resolve) => {
    arrived = resolve;
  });
}

beforeAll(async () => {
  sims = await startTestSimulators();
  proxy = await startProxy(sims.url);
  const { port } = proxy.address() as AddressInfo;
  t = await createTestApp({ env: { ...sims.env, STRIPE_API_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  release();
  await t.close();
  proxy.close();
  await sims.close();
});

async function pendingOrder() {
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  await createCoupon(t.db, { vendorId: shop.id, code: `HOLD${shop.id}` });
  const product = await createProduct(t.db, { vendorId: shop.id });
  const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 1 }]);
  return { oid, code: `HOLD${shop.id}`, product };
}

/** While a provider call is held, writes that need the same order and the database still finish. */
async function expectNotBlocked(oid: string, code: string) {
  let timer: NodeJS.Timeout | undefined;
  const blocked = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('blocked behind the held provider call')), 5_000);
  });
  try {
    await Promise.race([writeMeanwhile(oid, code), blocked]);
  } finally {
    clearTimeout(timer);
  }
}

async function writeMeanwhile(oid: string, code: string) {
  const other = await pendingOrder();
  const coupon = await t.app.inject({
    method: 'POST',
    url: '/api/v1/coupon/',
    payload: { order_oid: oid, coupon_code: code },
  });
  expect(coupon.statusCode, coupon.body).toBe(200);
  const cod = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-success/${other.oid}/`,
    payload: { payment_method: 'cod' },
  });
  expect(cod.json().status).toBe('success');
}

describe('provider calls hold no transaction', () => {
  it('while a payment is being started', async () => {
    const { oid, code } = await pendingOrder();
    const held = holdNextCall();
    let settled = false;
    const start = t.app.inject(`/api/v1/stripe-checkout/${oid}/`).finally(() => {
      settled = true;
    });
    await held;
    await expectNotBlocked(oid, code);
    expect(settled).toBe(false);
    release();
    expect((await start).statusCode).toBe(200);
  });

  it('while a payment is being verified', async () => {
    const { oid } = await pendingOrder();
    const back = await payWithStripe(t, oid);
    const { oid: otherOid, code } = await pendingOrder();
    const held = holdNextCall();
    let settled = false;
    const verifying = confirmReturn(t, back).finally(() => {
      settled = true;
    });
    await held;
    await expectNotBlocked(otherOid, code);
    expect(settled).toBe(false);
    release();
    expect((await verifying).body.status).toBe('success');
  });
});
