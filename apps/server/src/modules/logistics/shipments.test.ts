import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, shipments } from '../../db/schema/index.ts';
import { createOrder, type OrderInput } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shippingDeps } from './couriers.ts';
import { createNcmClient } from './ncm/ncm-client.ts';
import { createShipmentsForOrder, type ShippingDeps } from './shipments.service.ts';
import { createShops, type Shops, startTestCourier, type TestCourier } from './test-courier.ts';

let t: TestApp;
let sim: TestCourier;
let shops: Shops;
let deps: ShippingDeps;

beforeAll(async () => {
  sim = await startTestCourier();
  t = await createTestApp({ env: sim.env });
  shops = await createShops(t.db);
  const configured = shippingDeps(t.config, t.db);
  if (!configured) throw new Error('no courier configured');
  deps = configured;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** A Bharatpur customer's order of one item from each shop. */
const order = (input: Partial<OrderInput> = {}) =>
  createOrder(t.db, {
    items: [{ productId: shops.laptop.id }, { productId: shops.phone.id, qty: 2 }],
    city: 'Bharatpur',
    mobile: '9845012345',
    paymentMethod: 'cod',
    ...input,
  });

const shipmentsOf = (orderId: number) =>
  t.db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.vendorId));

const partTotal = async (orderId: number, vendorId: number) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))
    .filter((i) => i.vendorId === vendorId)
    .reduce((sum, i) => sum + i.total, 0);

describe('createShipmentsForOrder', () => {
  it('creates one courier order per vendor’s part, from its city’s branch to the customer’s', async () => {
    const { order: placed } = await order();
    const outcomes = await createShipmentsForOrder(deps, placed.id);
    expect(outcomes.map((o) => [o.vendorId, o.status])).toEqual([
      [shops.kathmandu.id, 'created'],
      [shops.pokhara.id, 'created'],
    ]);
    const rows = await shipmentsOf(placed.id);
    expect(rows).toMatchObject([
      {
        vendorId: shops.kathmandu.id,
        courier: 'ncm',
        fromBranch: 'KATHMANDU',
        toBranch: 'CHITWAN',
        deliveryType: 'Door2Door',
        codCharge: await partTotal(placed.id, shops.kathmandu.id),
        deliveryCharge: 200_00,
        currentStatus: 'Pickup Order Created',
        lastSyncedAt: null,
      },
      {
        vendorId: shops.pokhara.id,
        fromBranch: 'POKHARA',
        toBranch: 'CHITWAN',
        codCharge: await partTotal(placed.id, shops.pokhara.id),
        deliveryCharge: 350_00,
      },
    ]);
    expect(rows[0]?.codCharge).toBeGreaterThan(0);
    // The courier holds what we recorded: COD in paisa from its rupee string, our oid as reference.
    const ncm = createNcmClient(t.config.logistics.ncm ?? { baseUrl: '', token: '' });
    for (const row of rows) {
      const courierOrder = await ncm.order(row.courierOrderId ?? '');
      expect(courierOrder).toMatchObject({ codAmount: row.codCharge, deliveryCharge: row.deliveryCharge });
    }
  });

  it('is safe to call again: parts already shipped are left alone', async () => {
    const { order: placed } = await order();
    await createShipmentsForOrder(deps, placed.id);
    const before = await shipmentsOf(placed.id);
    const again = await createShipmentsForOrder(deps, placed.id);
    expect(again.map((o) => o.status)).toEqual(['exists', 'exists']);
    expect(await shipmentsOf(placed.id)).toEqual(before);
  });

  it('ships only the given vendor’s part when asked to', async () => {
    const { order: placed } = await order();
    const outcomes = await createShipmentsForOrder(deps, placed.id, { vendorId: shops.pokhara.id });
    expect(outcomes).toEqual([
      { vendorId: shops.pokhara.id, status: 'created', courierOrderId: expect.any(String) },
    ]);
    expect((await shipmentsOf(placed.id)).map((s) => s.vendorId)).toEqual([shops.pokhara.id]);
    const rest = await createShipmentsForOrder(deps, placed.id);
    expect(rest.map((o) => [o.vendorId, o.status])).toEqual([
      [shops.pokhara.id, 'exists'],
      [shops.kathmandu.id, 'created'],
    ]);
  });

  it('collects nothing on delivery for a prepaid order, and sends an unknown city to the default branch', async () => {
    const { order: placed } = await order({ paymentMethod: 'stripe', paymentStatus: 'paid', city: 'Jumla' });
    await createShipmentsForOrder(deps, placed.id);
    expect(await shipmentsOf(placed.id)).toMatchObject([
      { codCharge: 0, toBranch: 'KATHMANDU', deliveryCharge: 100_00 },
      { codCharge: 0, toBranch: 'KATHMANDU', deliveryCharge: 250_00 },
    ]);
  });

  it('records nothing when the courier refuses, and says why', async () => {
    const { order: placed } = await order({ mobile: '01-4000000' });
    const outcomes = await createShipmentsForOrder(deps, placed.id, { vendorId: shops.kathmandu.id });
    expect(outcomes).toEqual([
      { vendorId: shops.kathmandu.id, status: 'refused', errors: { phone: 'Invalid Phone Number' } },
    ]);
    expect(await shipmentsOf(placed.id)).toEqual([]);
  });

  it('records nothing when the courier is down, so a later call ships it', async () => {
    const { order: placed } = await order();
    const down = await startTestCourier();
    await down.close();
    const offline = { ...deps, courier: createNcmClient({ baseUrl: down.baseUrl, token: down.token }) };
    expect((await createShipmentsForOrder(offline, placed.id)).map((o) => o.status)).toEqual([
      'unavailable',
      'unavailable',
    ]);
    expect(await shipmentsOf(placed.id)).toEqual([]);
    expect((await createShipmentsForOrder(deps, placed.id)).map((o) => o.status)).toEqual([
      'created',
      'created',
    ]);
  });

  it('creates each part once when called twice at the same time', async () => {
    const { order: placed } = await order();
    const [a, b] = await Promise.all([
      createShipmentsForOrder(deps, placed.id),
      createShipmentsForOrder(deps, placed.id),
    ]);
    const created = [...(a ?? []), ...(b ?? [])].filter((o) => o.status === 'created');
    expect(created.map((o) => o.vendorId).sort()).toEqual([shops.kathmandu.id, shops.pokhara.id].sort());
    expect(await shipmentsOf(placed.id)).toHaveLength(2);
  });

  it('refuses an unknown order', async () => {
    await expect(createShipmentsForOrder(deps, 999_999)).rejects.toThrow('Order not found');
  });
});
