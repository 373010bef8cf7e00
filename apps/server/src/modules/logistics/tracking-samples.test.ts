import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrackingRecord } from '@pasal/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { SAMPLE_TRACKING_OIDS, seedDemo } from '../../db/seed/demo.ts';
import { NCM_FLOW, SAMPLE_ORDERS } from '../../db/seed/sample-orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ncmShipmentsForSimulator } from './ncm/ncm-simulator-preload.ts';
import { startTestCourier, type TestCourier } from './test-courier.ts';

/**
 * The demo's three sample tracking ids (spec §2) against a simulator that, as in the demo,
 * loaded the seeded parcels from the database: each answers its own state, and refreshing one
 * from the courier brings back exactly the stored history.
 */
let t: TestApp;
let sim: TestCourier;
let mediaDir: string;

beforeAll(async () => {
  sim = await startTestCourier();
  t = await createTestApp({ env: sim.env });
  mediaDir = await mkdtemp(path.join(tmpdir(), 'pasal-samples-'));
  await seedDemo(t.db, { mediaDir });
  // As main.ts does at start.
  sim.orders.load(await ncmShipmentsForSimulator(t.db));
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function track(oid: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/v1/logistics/track/${oid}/`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackingRecord;
}

async function storedEvents(oid: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.oid, oid));
  return row?.n;
}

describe('the sample tracking orders', () => {
  it('answer three different states, refreshed from the simulator without duplicating history', async () => {
    const records = [];
    for (const sample of SAMPLE_ORDERS) {
      // Due for a refresh, as after a restart of the demo some hours later.
      await t.db
        .update(shipments)
        .set({ lastSyncedAt: sql`${shipments.lastSyncedAt} - interval '1 day'` })
        .where(eq(shipments.courierOrderId, sample.courierOrderId));
      const record = await track(sample.oid);
      records.push(record);
      expect(record).toMatchObject({
        order_id: sample.oid,
        ncm_order_id: sample.courierOrderId,
        tracking_available: true,
        to_branch: sample.toBranch,
        current_status: NCM_FLOW[sample.steps - 1],
        stale: false,
      });
      expect(record.status_history.map((e) => e.status)).toEqual(NCM_FLOW.slice(0, sample.steps).reverse());
      expect(record.comments).toHaveLength(sample.comments.length);
      expect(await storedEvents(sample.oid)).toBe(sample.steps);
    }
    // The card-paid parcel collects nothing: it shows the order's Paid, not the courier's Pending.
    expect(records.map((r) => [r.current_status, r.payment_status])).toEqual([
      ['Delivered', 'Collected'],
      ['Arrived', 'Paid'],
      ['Pickup Order Created', 'Pending'],
    ]);
    expect(records.map((r) => r.order_id)).toEqual([...SAMPLE_TRACKING_OIDS]);
    // The two parcels on their way were asked about just now; the delivered one is left be.
    const [delivered, arrived, created] = records.map((r) => Date.now() - Date.parse(r.last_updated ?? ''));
    expect(delivered).toBeGreaterThan(86_400_000);
    expect(arrived).toBeLessThan(60_000);
    expect(created).toBeLessThan(60_000);
  });

  it('move on when the courier moves them', async () => {
    const [, , fresh] = SAMPLE_ORDERS;
    if (!fresh) throw new Error('no third sample');
    expect((await sim.advance(fresh.courierOrderId)).body).toMatchObject({ status: 'Sent for Pickup' });
    await t.db
      .update(shipments)
      .set({ lastSyncedAt: sql`${shipments.lastSyncedAt} - interval '1 hour'` })
      .where(eq(shipments.courierOrderId, fresh.courierOrderId));
    const record = await track(fresh.oid);
    expect(record.status_history.map((e) => e.status)).toEqual(['Sent for Pickup', 'Pickup Order Created']);
  });

  it('show the demo customer their own phone number', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, SAMPLE_TRACKING_OIDS[0]));
    if (!order?.buyerId) throw new Error('sample order has no customer');
    expect((await track(order.oid)).customer_phone).not.toBe(order.mobile);
    expect((await track(order.oid, await t.bearer({ user_id: order.buyerId }))).customer_phone).toBe(
      order.mobile,
    );
  });
});
