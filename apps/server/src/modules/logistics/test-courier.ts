import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Db } from '../../db/client.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { type NcmOutageMode, ncmSimulator } from './ncm/ncm-simulator.ts';
import { SimulatedOrders } from './ncm/ncm-simulator-orders.ts';

/**
 * For tests: the NCM simulator on its own port (any free one), spoken to over real HTTP. Its
 * clock is off unless `minutesPerStep` says otherwise; `advance` moves a parcel on.
 */
export async function startTestCourier(options: { minutesPerStep?: number } = {}) {
  const token = 'test-ncm-token';
  const orders = new SimulatedOrders(options.minutesPerStep ?? 0);
  const app = Fastify({ logger: false });
  let calls = 0;
  let creations = 0;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/ncm/')) calls++;
    if (request.method === 'POST' && request.url.startsWith('/ncm/api/v1/order/create')) creations++;
  });
  await app.register(ncmSimulator, { token, orders });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const baseUrl = `${origin}/ncm`;
  return {
    token,
    baseUrl,
    /** The simulator's parcels, to load stored ones into. */
    orders,
    /** How many API calls the courier has had so far (answered or not; test controls aside). */
    calls: () => calls,
    /** How many courier orders were asked for so far (answered or not). */
    creations: () => creations,
    /** What createTestApp needs to ship through this simulator. */
    env: { NCM_BASE_URL: baseUrl, NCM_TOKEN: token },
    async advance(orderid: string | number, steps = 1) {
      const res = await fetch(`${origin}/__sim/ncm/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderid, steps }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    /** `down`: every call answered 503; `hang`: calls accepted and never answered; `off`: normal. */
    async outage(mode: NcmOutageMode) {
      const res = await fetch(`${origin}/__sim/ncm/outage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
      if (!res.ok) throw new Error(`outage ${mode}: ${res.status}`);
    },
    close: () => app.close(),
  };
}

export type TestCourier = Awaited<ReturnType<typeof startTestCourier>>;

/** Two shops for multi-vendor parcels: one in Kathmandu, one in Pokhara (their owners' cities). */
export async function createShops(db: Db) {
  const shop = async (city: string, price: number) => {
    const owner = await createUser(db, { city });
    const vendor = await createVendor(db, { userId: owner.id, name: `${city} Gadgets` });
    const product = await createProduct(db, { vendorId: vendor.id, price, shippingAmount: 150_00 });
    return { owner, vendor, product };
  };
  const kathmandu = await shop('Kathmandu', 85_000_00);
  const pokhara = await shop('Pokhara', 24_999_00);
  return {
    kathmandu: kathmandu.vendor,
    pokhara: pokhara.vendor,
    kathmanduOwner: kathmandu.owner,
    laptop: kathmandu.product,
    phone: pokhara.product,
  };
}

export type Shops = Awaited<ReturnType<typeof createShops>>;
