import { codCollectable } from '@pasal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, shipments } from '../../db/schema/index.ts';
import { createOrder, type OrderInput } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shippingDeps } from './couriers.ts';
import { createNcmClient } from './ncm/ncm-client.ts';
import {
  BOOKING_LEASE_MS,
  bookShipment,
  type OnBooked,
  partReference,
  type Shipment,
  type ShippingDeps,
} from './shipments.service.ts';
import { createShops, type Shops, startTestCourier, type TestCourier } from './test-courier.ts';

/**
 * Booking the courier for one shop's part (logistics `bookShipment`), against the NCM simulator
 * over HTTP. `onBooked` here only records that it was called; the vendor order tests cover what
 * the fulfilment does in it.
 */
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
afterEach(() => sim.outage('off'));
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** A Bharatpur customer's cash-on-delivery order of one item from each shop, ready to ship. */
const order = async (input: Partial<OrderInput> = {}) =>
  (
    await createOrder(t.db, {
      items: [{ productId: shops.laptop.id }, { productId: shops.phone.id, qty: 2 }],
      city: 'Bharatpur',
      mobile: '9845012345',
      paymentMethod: 'cod',
      orderStatus: 'processing',
      ...input,
    })
  ).order;

/** Records the shipments it was called with, and answers `moved`. */
function recorder(moved = true) {
  const booked: Shipment[] = [];
  const onBooked: OnBooked = async (_tx, shipment) => {
    booked.push(shipment);
    return moved;
  };
  return { booked, onBooked };
}

const shipmentOf = async (orderId: number, vendorId: number) => {
  const [row] = await t.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.vendorId, vendorId)));
  return row;
};

const partTotal = async (orderId: number, vendorId: number) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))
    .filter((i) => i.vendorId === vendorId)
    .reduce((sum, i) => sum + i.total, 0);

describe('bookShipment', () => {
  it('books one courier order per part, from its city’s branch to the customer’s, collecting the part’s total', async () => {
    const placed = await order();
    const { booked, onBooked } = recorder();
    const kathmandu = await bookShipment(
      deps,
      { orderId: placed.id, vendorId: shops.kathmandu.id },
      onBooked,
    );
    const pokhara = await bookShipment(deps, { orderId: placed.id, vendorId: shops.pokhara.id }, onBooked);
    expect([kathmandu.status, pokhara.status]).toEqual(['booked', 'booked']);
    const rows = await t.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, placed.id))
      .orderBy(asc(shipments.vendorId));
    expect(rows).toMatchObject([
      {
        vendorId: shops.kathmandu.id,
        courier: 'ncm',
        fromBranch: 'KATHMANDU',
        toBranch: 'CHITWAN',
        deliveryType: 'Door2Door',
        codCharge: codCollectable(await partTotal(placed.id, shops.kathmandu.id)),
        deliveryCharge: 200_00,
        currentStatus: 'Pickup Order Created',
        lastSyncedAt: null,
        bookingStatus: 'booked',
        bookingAttempts: 1,
        bookingError: null,
      },
      {
        vendorId: shops.pokhara.id,
        fromBranch: 'POKHARA',
        toBranch: 'CHITWAN',
        codCharge: codCollectable(await partTotal(placed.id, shops.pokhara.id)),
        deliveryCharge: 350_00,
        bookingStatus: 'booked',
      },
    ]);
    // onBooked ran once per part, with the recorded row.
    expect(booked.map((s) => s.courierOrderId)).toEqual(rows.map((r) => r.courierOrderId));
    // The courier holds what we recorded, with our reference of the part.
    const ncm = createNcmClient(t.config.logistics.ncm ?? { baseUrl: '', token: '' });
    for (const row of rows) {
      expect(await ncm.order(row.courierOrderId ?? '')).toMatchObject({
        codAmount: row.codCharge,
        deliveryCharge: row.deliveryCharge,
      });
      expect(sim.orders.get(Number(row.courierOrderId))?.vrefId).toBe(
        partReference(placed.oid, row.vendorId),
      );
    }
  });

  it('collects nothing for a paid order, cash on delivery paid online too, and sends an unknown city to the default branch', async () => {
    for (const paid of [
      await order({ paymentMethod: 'stripe', paymentStatus: 'paid', city: 'Jumla' }),
      await order({ paymentMethod: 'cod', paymentStatus: 'paid', city: 'Jumla' }),
    ]) {
      const outcome = await bookShipment(
        deps,
        { orderId: paid.id, vendorId: shops.pokhara.id },
        recorder().onBooked,
      );
      expect(outcome.status).toBe('booked');
      const row = await shipmentOf(paid.id, shops.pokhara.id);
      expect(row).toMatchObject({ codCharge: 0, toBranch: 'KATHMANDU', deliveryCharge: 250_00 });
      expect(sim.orders.get(Number(row?.courierOrderId))?.codPaisa).toBe(0);
    }
  });

  it('books nothing for a part that may not ship: pending, shipped or cancelled', async () => {
    for (const orderStatus of ['pending', 'shipped', 'cancelled'] as const) {
      const placed = await order({ orderStatus });
      const creations = sim.creations();
      const { booked, onBooked } = recorder();
      expect(
        await bookShipment(deps, { orderId: placed.id, vendorId: shops.kathmandu.id }, onBooked),
      ).toEqual({
        status: 'not_ready',
        partStatus: orderStatus,
      });
      expect(booked).toEqual([]);
      expect(sim.creations()).toBe(creations);
      expect(await shipmentOf(placed.id, shops.kathmandu.id)).toBeUndefined();
    }
  });

  it('records a refusal as a failed booking with the courier’s reason, and does not move the part', async () => {
    const placed = await order({ mobile: '01-4000000' });
    const { booked, onBooked } = recorder();
    expect(await bookShipment(deps, { orderId: placed.id, vendorId: shops.kathmandu.id }, onBooked)).toEqual({
      status: 'refused',
      errors: { phone: 'Invalid Phone Number' },
    });
    expect(booked).toEqual([]);
    expect(await shipmentOf(placed.id, shops.kathmandu.id)).toMatchObject({
      bookingStatus: 'failed',
      bookingError: 'The courier refused the parcel: phone: Invalid Phone Number',
      courierOrderId: null,
    });
  });

  it('records a courier that is down as a failed booking, which the next call books', async () => {
    const placed = await order();
    const part = { orderId: placed.id, vendorId: shops.kathmandu.id };
    await sim.outage('down');
    const { booked, onBooked } = recorder();
    const outcome = await bookShipment(deps, part, onBooked);
    expect(outcome).toMatchObject({ status: 'unavailable', error: expect.stringContaining('503') });
    expect(booked).toEqual([]);
    expect(await shipmentOf(placed.id, shops.kathmandu.id)).toMatchObject({
      bookingStatus: 'failed',
      bookingError: expect.stringMatching(/^The courier could not be reached: ncm: .*503/),
      courierOrderId: null,
      bookingAttempts: 1,
    });

    await sim.outage('off');
    expect((await bookShipment(deps, part, onBooked)).status).toBe('booked');
    expect(await shipmentOf(placed.id, shops.kathmandu.id)).toMatchObject({
      bookingStatus: 'booked',
      bookingError: null,
      bookingAttempts: 2,
      courierOrderId: expect.stringMatching(/^\d+$/),
    });
    expect(booked).toHaveLength(1);
  });

  it('leaves a booking under way alone, and takes over one whose lease ran out', async () => {
    const placed = await order();
    const part = { orderId: placed.id, vendorId: shops.pokhara.id };
    await t.db
      .insert(shipments)
      .values({ ...part, bookingStatus: 'booking', bookingStartedAt: new Date(), bookingAttempts: 1 });
    const creations = sim.creations();
    expect(await bookShipment(deps, part, recorder().onBooked)).toEqual({ status: 'under_way' });
    expect(sim.creations()).toBe(creations);

    await t.db
      .update(shipments)
      .set({ bookingStartedAt: sql`now() - ${BOOKING_LEASE_MS + 1_000} * interval '1 millisecond'` })
      .where(eq(shipments.orderId, placed.id));
    expect((await bookShipment(deps, part, recorder().onBooked)).status).toBe('booked');
    expect(sim.creations()).toBe(creations + 1);
  });

  it('keeps the courier’s order when recording it fails, and records it on the retry without a second parcel', async () => {
    const placed = await order();
    const part = { orderId: placed.id, vendorId: shops.kathmandu.id };
    const creations = sim.creations();
    const broken: OnBooked = async () => {
      throw new Error('database went away');
    };
    await expect(bookShipment(deps, part, broken)).rejects.toThrow('database went away');
    const kept = await shipmentOf(placed.id, shops.kathmandu.id);
    expect(kept).toMatchObject({ bookingStatus: 'failed', courierOrderId: expect.stringMatching(/^\d+$/) });
    expect(kept?.bookingError).toContain('but not recorded: database went away');

    const { booked, onBooked } = recorder();
    expect((await bookShipment(deps, part, onBooked)).status).toBe('booked');
    expect(sim.creations()).toBe(creations + 1);
    expect(booked.map((s) => s.courierOrderId)).toEqual([kept?.courierOrderId]);
  });

  it('answers a part that moved meanwhile as booked but not moved', async () => {
    const placed = await order();
    const outcome = await bookShipment(
      deps,
      { orderId: placed.id, vendorId: shops.kathmandu.id },
      recorder(false).onBooked,
    );
    expect(outcome).toMatchObject({ status: 'booked', moved: false });
  });

  it('refuses an unknown order, and a shop with no part in it', async () => {
    const placed = await order();
    await expect(
      bookShipment(deps, { orderId: 999_999, vendorId: shops.kathmandu.id }, recorder().onBooked),
    ).rejects.toThrow('Order not found');
    await expect(
      bookShipment(deps, { orderId: placed.id, vendorId: 999_999 }, recorder().onBooked),
    ).rejects.toThrow('Order not found');
  });
});
