import type { TrackingRecord } from '@pasal/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { shipments } from '../../db/schema/index.ts';
import { createOrder } from '../../db/seed/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { shipPart } from '../vendor-orders/part-status.service.ts';
import { shippingDeps } from './couriers.ts';
import type { Shops } from './test-courier.ts';

/**
 * For the tracking tests: a COD order of the buyer's from both shops (so two shipments);
 * `ship` has each shop mark its part shipped, which books the app's courier.
 */
export async function placeOrder(
  t: TestApp,
  shops: Shops,
  buyerId: number,
  options: { ship?: boolean } = {},
) {
  const { order, vendorIds } = await createOrder(t.db, {
    items: [{ productId: shops.laptop.id }, { productId: shops.phone.id }],
    buyerId,
    fullName: 'Sita Tamang',
    mobile: '9845012345',
    city: 'Pokhara',
    paymentMethod: 'cod',
    orderStatus: 'processing',
  });
  if (options.ship) {
    const shipping = shippingDeps(t.config, t.db);
    if (!shipping) throw new Error('no courier');
    const deps = { db: t.db, publicUrl: t.config.publicUrl, log: t.app.log, shipping };
    for (const vendorId of vendorIds) {
      if (!(await shipPart(deps, { orderId: order.id, vendorId }))) throw new Error('part not shipped');
    }
  }
  return order;
}

/** `GET /api/v1/logistics/track/{oid}/`, which must answer 200. */
export async function trackOrderOf(
  t: TestApp,
  oid: string,
  headers: Record<string, string> = {},
  prefix: '/api' | '/api/v1' = '/api/v1',
) {
  const res = await t.app.inject({ url: `${prefix}/logistics/track/${oid}/`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackingRecord;
}

/** As if the refresh interval had passed since the order's shipments last looked at the courier. */
export const ageShipments = (t: TestApp, orderId: number) =>
  t.db
    .update(shipments)
    .set({ lastSyncedAt: sql`${shipments.lastSyncedAt} - interval '1 hour'` })
    .where(eq(shipments.orderId, orderId));

/** The order's shipments as stored, oldest first. */
export const storedShipments = (t: TestApp, orderId: number) =>
  t.db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.id);
