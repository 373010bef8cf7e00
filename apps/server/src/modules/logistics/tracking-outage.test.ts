import type { TrackingRecord } from '@pasal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCourier } from './couriers.ts';
import { RefreshMemory } from './refresh-memory.ts';
import { FAILED_REFRESH_BACKOFF_MS, refreshShipments, TRACKING_REFRESH_BUDGET_MS } from './shipment-sync.ts';
import { createShops, type Shops, startTestCourier, type TestCourier } from './test-courier.ts';
import { ageShipments, placeOrder, storedShipments, trackOrderOf } from './tracking-fixtures.ts';

/**
 * The tracking read when the courier is slow or down: bounded in time, answered from what is
 * stored (`stale: true`, `last_updated` the last successful sync), and not a call to the
 * courier on every page view. The courier is the simulator over HTTP, switched into an outage.
 */
let t: TestApp;
let sim: TestCourier;
let shops: Shops;
let buyerId: number;
/** The last test stops the simulator for good. */
let courierStopped = false;

beforeAll(async () => {
  sim = await startTestCourier();
  t = await createTestApp({ env: sim.env });
  shops = await createShops(t.db);
  buyerId = (await createUser(t.db)).id;
});
afterEach(async () => {
  if (!courierStopped) await sim.outage('off');
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** A two-parcel order the courier was last asked about an hour ago, successfully. */
async function trackedAnHourAgo() {
  const order = await placeOrder(t, shops, buyerId, { ship: true });
  const known = await trackOrderOf(t, order.oid);
  expect(known.stale).toBe(false);
  await ageShipments(t, order.id);
  const lastSuccess = (await storedShipments(t, order.id)).map((s) => s.lastSyncedAt?.toISOString());
  expect(lastSuccess).toHaveLength(2);
  return { order, known, lastSuccess };
}

/** The record's parts that say how fresh it is. */
const freshness = (r: TrackingRecord) => ({
  stale: r.stale,
  last_updated: r.last_updated,
  shipments: r.shipments.map((s) => s.last_updated),
});

/** Waits (a few seconds at most) until the stored shipments' `last_synced_at` are `expected`. */
async function storedSyncTimes(orderId: number, expected: (string | undefined)[]) {
  const read = async () => (await storedShipments(t, orderId)).map((s) => s.lastSyncedAt?.toISOString());
  const until = Date.now() + 10_000;
  while (Date.now() < until && JSON.stringify(await read()) !== JSON.stringify(expected)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(await read()).toEqual(expected);
}

describe('when the courier does not answer', () => {
  it('answers within the refresh budget with the last known state, asking for both parcels at once', async () => {
    const { order, known, lastSuccess } = await trackedAnHourAgo();
    await sim.outage('hang');
    const calls = sim.calls();
    const started = Date.now();
    const res = await t.app.inject(`/api/v1/logistics/track/${order.oid}/`);
    const elapsed = Date.now() - started;

    expect(res.statusCode, res.body).toBe(200);
    const record = res.json() as TrackingRecord;
    // Generous, for a loaded machine; one parcel after the other would take two client timeouts.
    expect(elapsed).toBeLessThan(TRACKING_REFRESH_BUDGET_MS + 3_000);
    expect(freshness(record)).toEqual({ stale: true, last_updated: lastSuccess[0], shipments: lastSuccess });
    expect(record.status_history).toEqual(known.status_history);
    // Both parcels' three reads went out together, not one parcel after the other.
    expect(sim.calls() - calls).toBe(6);

    // A second look while that refresh is still waiting, through the other API prefix: no new
    // call, same last success.
    const again = await trackOrderOf(t, order.oid, {}, '/api');
    expect(sim.calls() - calls).toBe(6);
    expect(freshness(again)).toEqual(freshness(record));

    // The courier gives up on those calls: the claim is undone, the last success stays.
    await sim.outage('off');
    await storedSyncTimes(order.id, lastSuccess);
  });
});

describe('when the courier is down', () => {
  it('asks it once per back-off, not on every look, and keeps the last successful sync time', async () => {
    const { order, lastSuccess } = await trackedAnHourAgo();
    await sim.outage('down');
    const calls = sim.calls();
    const first = await trackOrderOf(t, order.oid);
    expect(sim.calls() - calls).toBe(6);
    expect(freshness(first)).toEqual({ stale: true, last_updated: lastSuccess[0], shipments: lastSuccess });

    // Through the other API prefix: the back-off is the process's, not one route's.
    const second = await trackOrderOf(t, order.oid, {}, '/api');
    expect(sim.calls() - calls).toBe(6);
    expect(freshness(second)).toEqual(freshness(first));
    await storedSyncTimes(order.id, lastSuccess);

    // Still within the back-off when the courier is back: the stored state, still stale.
    await sim.outage('off');
    expect(freshness(await trackOrderOf(t, order.oid))).toEqual(freshness(first));
    expect(sim.calls() - calls).toBe(6);
  });

  it('asks again once the back-off has passed', async () => {
    const { order, lastSuccess } = await trackedAnHourAgo();
    const rows = await storedShipments(t, order.id);
    const memory = new RefreshMemory();
    const options = { refreshMs: t.config.logistics.refreshMs, memory };
    const at = (ms: number) => ({ ...options, now: new Date(Date.now() + ms) });
    const courier = createCourier(t.config);
    await sim.outage('down');
    const calls = sim.calls();

    expect(await refreshShipments(t.db, courier, rows, at(0))).toMatchObject({ stale: true });
    expect(sim.calls() - calls).toBe(6);
    expect(await refreshShipments(t.db, courier, rows, at(FAILED_REFRESH_BACKOFF_MS - 1_000))).toMatchObject({
      stale: true,
    });
    expect(sim.calls() - calls).toBe(6);

    await sim.outage('off');
    expect(await refreshShipments(t.db, courier, rows, at(FAILED_REFRESH_BACKOFF_MS + 1_000))).toEqual({
      stale: false,
      reread: true,
    });
    expect(sim.calls() - calls).toBe(12);
    const synced = await storedShipments(t, order.id);
    expect(synced.every((s, i) => (s.lastSyncedAt?.toISOString() ?? '') > (lastSuccess[i] ?? ''))).toBe(true);
  });

  it('answers the last known state when nothing listens at the courier’s address, never a 5xx', async () => {
    const { order, known, lastSuccess } = await trackedAnHourAgo();
    courierStopped = true;
    await sim.close();
    const res = await t.app.inject(`/api/v1/logistics/track/${order.oid}/`);
    expect(res.statusCode).toBe(200);
    const stale = res.json() as TrackingRecord;
    expect(freshness(stale)).toEqual({ stale: true, last_updated: lastSuccess[0], shipments: lastSuccess });
    expect(stale.status_history).toEqual(known.status_history);
    expect((await t.app.inject(`/api/v1/logistics/track-simple/${order.oid}/`)).statusCode).toBe(200);
  });
});
