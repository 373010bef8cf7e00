import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/index.ts';
import { payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  linesOf,
  orderRow,
  paidAttempt,
  partTotal,
  payAndReturn,
  placeCashOnDelivery,
  refundsSettled,
  stockOf,
  twoShopOrder,
} from '../cancellations/test-kit.ts';
import { startTestCourier, type TestCourier } from '../logistics/test-courier.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';
import { partStatuses, patchStatus } from './test-kit.ts';

/**
 * Status changes, cancels and refunds arriving at once, on PostgreSQL (PGlite runs one
 * statement at a time, so only PostgreSQL can show a race). Every round is a fresh order.
 */
let t: TestApp;
let courier: TestCourier;
let sims: TestSimulators;
const ROUNDS = 6;

describe.skipIf(!process.env.DATABASE_URL)('fulfilment under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    [courier, sims] = await Promise.all([startTestCourier(), startTestSimulators()]);
    t = await createTestApp({ env: { ...courier.env, ...sims.env } });
    await t.app.refundWorker.start();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([courier.close(), sims.close()]);
  });

  const customerCancel = async (buyerId: number, path: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/order/cancel/${path}/`,
      headers: await t.bearer({ user_id: buyerId }),
    });

  it('ship, vendor cancel and customer cancels of one card-paid part at once: one outcome, stock and money once', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { oid, order, a, buyer, products } = await twoShopOrder(t);
      await payAndReturn(t, payWithStripe, oid);
      const bookedBefore = courier.creations();
      const answers = await Promise.all([
        patchStatus(t, a, oid, 'shipped'),
        patchStatus(t, a, oid, 'cancelled'),
        customerCancel(buyer.id, `${buyer.id}/${oid}/${a.id}`),
        customerCancel(buyer.id, `${buyer.id}/${oid}`),
      ]);
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);

      const part = await partStatuses(t, order.id, a.id);
      expect(new Set(part).size, 'the part moved as one').toBe(1);
      const [status] = part;
      outcomes.push(String(status));
      const settled = await refundsSettled(t, order.id);
      const partRefunds = settled.filter((r) => r.vendorId === a.id);
      const [parcel] = await t.db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), eq(shipments.vendorId, a.id)));
      if (status === 'cancelled') {
        expect(await stockOf(t, products.laptop.id)).toBe(10);
        expect(await stockOf(t, products.mouse.id)).toBe(10);
        expect(partRefunds).toEqual([
          expect.objectContaining({ amount: await partTotal(t, order.id, a.id), status: 'refunded' }),
        ]);
        expect(await sims.refundsAt('stripe', (await paidAttempt(t, order.id)).providerRef)).toHaveLength(
          settled.length,
        );
      } else {
        expect(status).toBe('shipped');
        expect(parcel?.courierOrderId).toMatch(/\S/);
        expect(courier.creations()).toBe(bookedBefore + 1);
        expect(await stockOf(t, products.laptop.id)).toBe(8);
        expect(partRefunds).toEqual([]);
      }
    }
    console.info(`ship/cancel races: ${outcomes.join(', ')}`);
  });

  it('Shipped clicked three times at once books one parcel, and never answers 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { oid, order, a } = await twoShopOrder(t);
      await placeCashOnDelivery(t, oid);
      const before = courier.creations();
      const answers = await Promise.all([1, 2, 3].map(() => patchStatus(t, a, oid, 'shipped')));
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
      expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
      expect(courier.creations()).toBe(before + 1);
      expect(await partStatuses(t, order.id, a.id)).toEqual(['shipped', 'shipped']);
    }
  });

  it('two shops moving their parts at once: the order follows both, and a delivered COD order is paid once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { oid, order, a, b } = await twoShopOrder(t);
      await placeCashOnDelivery(t, oid);
      const shipped = await Promise.all([
        patchStatus(t, a, oid, 'shipped'),
        patchStatus(t, b, oid, 'shipped'),
      ]);
      expect(shipped.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await orderRow(t, oid)).orderStatus).toBe('shipped');
      const delivered = await Promise.all([
        patchStatus(t, a, oid, 'delivered'),
        patchStatus(t, b, oid, 'delivered'),
        patchStatus(t, a, oid, 'delivered'),
      ]);
      expect(delivered.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await orderRow(t, oid)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
      expect((await linesOf(t, order.id)).every((l) => l.orderStatus === 'delivered')).toBe(true);
    }
  });

  it('three processes’ refund workers make each of many refunds once at the provider', async () => {
    const beside = { database: t.database, secret: t.secret };
    const others = [
      await createTestApp({ env: sims.env, beside }),
      await createTestApp({ env: sims.env, beside }),
    ];
    try {
      await Promise.all(others.map((other) => other.app.refundWorker.start()));
      const orders = [];
      for (let i = 0; i < 8; i++) {
        const placed = await twoShopOrder(t);
        await payAndReturn(t, payWithStripe, placed.oid);
        orders.push(placed);
      }
      // Each order: both shops cancel their parts at once, through different processes.
      await Promise.all(
        orders.flatMap(({ oid, a, b }, i) => [
          patchStatus(others[i % 2] ?? t, a, oid, 'cancelled'),
          patchStatus(t, b, oid, 'cancelled'),
        ]),
      );
      for (const { order } of orders) {
        const settled = await refundsSettled(t, order.id);
        expect(settled.map((r) => [r.status, r.attempts])).toEqual([
          ['refunded', 1],
          ['refunded', 1],
        ]);
        const atStripe = await sims.refundsAt('stripe', (await paidAttempt(t, order.id)).providerRef);
        expect(atStripe.map((r) => r.id).sort()).toEqual(settled.map((r) => r.providerRefundId).sort());
      }
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
