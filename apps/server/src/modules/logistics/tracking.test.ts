import { TRACKING_MESSAGES } from '@pasal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentComments, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { createUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createShops, type Shops, startTestCourier, type TestCourier } from './test-courier.ts';
import { ageShipments, placeOrder, trackOrderOf } from './tracking-fixtures.ts';

let t: TestApp;
let sim: TestCourier;
let shops: Shops;
let buyer: { id: number };

beforeAll(async () => {
  sim = await startTestCourier();
  t = await createTestApp({ env: sim.env });
  shops = await createShops(t.db);
  buyer = await createUser(t.db);
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const placed = (options: { ship?: boolean } = {}) => placeOrder(t, shops, buyer.id, options);
const track = (oid: string, headers: Record<string, string> = {}) => trackOrderOf(t, oid, headers);
const age = (orderId: number) => ageShipments(t, orderId);

const countRows = async (orderId: number) => {
  const ids = t.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId));
  const [events] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipmentEvents)
    .where(sql`${shipmentEvents.shipmentId} in ${ids}`);
  const [comments] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipmentComments)
    .where(sql`${shipmentComments.shipmentId} in ${ids}`);
  return { events: events?.n, comments: comments?.n };
};

describe('tracking record', () => {
  it('says tracking is not available yet, with sensible defaults, before the courier has the parcel', async () => {
    const order = await placed();
    expect(await track(order.oid)).toEqual({
      order_id: order.oid,
      ncm_order_id: null,
      customer_name: 'Sita Tamang',
      customer_phone: '98******45',
      from_branch: '',
      to_branch: '',
      delivery_type: 'Door2Door',
      cod_charge: (order.total / 100).toFixed(2),
      tracking_available: false,
      current_status: 'Processing',
      payment_status: 'Pending',
      last_updated: null,
      delivery_charge: '0.00',
      status_history: [],
      comments: [],
      stale: false,
      shipments: [],
    });
  });

  it('answers an unknown order with 404 JSON carrying the error the page shows', async () => {
    for (const path of ['track', 'track-simple']) {
      const res = await t.app.inject(`/api/logistics/${path}/nosuchorder1/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: TRACKING_MESSAGES.notFound, error: TRACKING_MESSAGES.notFound });
    }
  });

  it('fetches the history on first look, then only after the refresh interval, merging without duplicates', async () => {
    const order = await placed({ ship: true });
    const first = await track(order.oid);
    expect(first).toMatchObject({
      tracking_available: true,
      current_status: 'Pickup Order Created',
      from_branch: 'KATHMANDU',
      to_branch: 'POKHARA',
      delivery_charge: '250.00',
      stale: false,
    });
    expect(first.shipments.map((s) => [s.vendor, s.from_branch, s.status_history.length])).toEqual([
      [shops.kathmandu.name, 'KATHMANDU', 1],
      [shops.pokhara.name, 'POKHARA', 1],
    ]);
    expect(first.ncm_order_id).toBe(first.shipments[0]?.ncm_order_id);
    expect(first.last_updated).not.toBeNull();

    await sim.advance(first.ncm_order_id ?? '', 4);
    // Within the interval the courier is not asked: same answer.
    const calls = sim.calls();
    expect(await track(order.oid)).toEqual(first);
    expect(sim.calls()).toBe(calls);

    await age(order.id);
    const later = await track(order.oid);
    expect(later.current_status).toBe('Arrived');
    expect(later.status_history.map((e) => e.status)).toEqual([
      'Arrived',
      'Dispatched',
      'Pickup Complete',
      'Sent for Pickup',
      'Pickup Order Created',
    ]);
    expect(later.comments.map((c) => c.added_by)).toEqual(['NCM Pokhara', 'NCM Kathmandu']);
    expect(later.status_history.at(-1)).toEqual(first.status_history[0]);
    expect(Date.parse(later.last_updated ?? '')).toBeGreaterThan(Date.parse(first.last_updated ?? ''));
    expect(await countRows(order.id)).toEqual({ events: 6, comments: 2 });

    // The same history merged again adds nothing.
    await age(order.id);
    expect((await track(order.oid)).status_history).toEqual(later.status_history);
    expect(await countRows(order.id)).toEqual({ events: 6, comments: 2 });
  });

  it('asks the courier once when two look at the same moment', async () => {
    const order = await placed({ ship: true });
    await track(order.oid);
    await age(order.id);
    const calls = sim.calls();
    const [a, b] = await Promise.all([track(order.oid), track(order.oid)]);
    // Three reads (order, history, comments) for each of the two shipments, once.
    expect(sim.calls() - calls).toBe(6);
    expect(a.status_history).toEqual(b.status_history);
  });

  it('stops asking the courier once a parcel is delivered', async () => {
    const order = await placed({ ship: true });
    const first = await track(order.oid);
    await sim.advance(first.ncm_order_id ?? '', 6);
    await age(order.id);
    const delivered = await track(order.oid);
    expect(delivered).toMatchObject({ current_status: 'Delivered', payment_status: 'Collected' });
    await age(order.id);
    const [row] = await t.db
      .select()
      .from(shipments)
      .where(eq(shipments.courierOrderId, first.ncm_order_id ?? ''));
    expect((await track(order.oid)).last_updated).toBe(row?.lastSyncedAt?.toISOString());
  });

  it('shows the customer’s phone to the customer and the order’s vendors only', async () => {
    const order = await placed({ ship: true });
    const phone = async (headers: Record<string, string>) => (await track(order.oid, headers)).customer_phone;
    expect(await phone({})).toBe('98******45');
    expect(await phone(await t.bearer({ user_id: buyer.id + 1000 }))).toBe('98******45');
    expect(await phone(await t.bearer({ user_id: 4242, vendor_id: 4242 }))).toBe('98******45');
    expect(await phone(await t.bearer({ user_id: buyer.id }))).toBe('9845012345');
    expect(
      await phone(await t.bearer({ user_id: shops.kathmanduOwner.id, vendor_id: shops.kathmandu.id })),
    ).toBe('9845012345');
    expect(await phone({ authorization: 'Bearer not-a-token' })).toBe('98******45');
  });

  it('answers the quick track result', async () => {
    const waiting = await placed();
    const res = await t.app.inject(`/api/logistics/track-simple/${waiting.oid}`);
    expect(res.json()).toEqual({
      order_id: waiting.oid,
      status: 'Processing',
      ncm_order_id: null,
      tracking_available: false,
    });
    const shipped = await placed({ ship: true });
    const quick = await t.app.inject(`/api/v1/logistics/track-simple/${shipped.oid}/`);
    expect(quick.json()).toEqual({
      order_id: shipped.oid,
      status: 'Pickup Order Created',
      ncm_order_id: expect.stringMatching(/^\d+$/),
      tracking_available: true,
    });
  });
});

describe('rate limit', () => {
  it('answers 429 JSON with Retry-After past the per-address limit', async () => {
    const limited = await createTestApp({ env: { TRACKING_RATE_LIMIT: '2' } });
    try {
      const call = () => limited.app.inject('/api/v1/logistics/track/nosuchorder1/');
      expect((await call()).statusCode).toBe(404);
      expect((await call()).statusCode).toBe(404);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toHaveProperty('detail');
    } finally {
      await limited.close();
    }
  });
});
