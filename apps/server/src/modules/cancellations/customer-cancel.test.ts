import { CANCEL_MESSAGES, type CustomerOrderDetail } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.ts';
import { createUser } from '../../db/seed/factories.ts';
import { payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';
import {
  linesOf,
  orderRow,
  partTotal,
  payAndReturn,
  placeCashOnDelivery,
  refundsSettled,
  stockOf,
  twoShopOrder,
} from './test-kit.ts';

/** The customer's cancel calls (PRODUCT.md "A customer may cancel what has not shipped"), over HTTP. */
let sims: TestSimulators;
let t: TestApp;
beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: sims.env });
  await t.app.refundWorker.start();
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

async function cancel(userId: number, path: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/customer/order/cancel/${path}/`,
    headers: await t.bearer({ user_id: userId }),
  });
}

async function orderPage(userId: number, oid: string) {
  const res = await t.app.inject({
    url: `/api/v1/customer/order/${userId}/${oid}/`,
    headers: await t.bearer({ user_id: userId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomerOrderDetail;
}

describe('a customer cancels', () => {
  it('a whole unshipped cash-on-delivery order: every line cancelled, stock back, and a repeat changes nothing', async () => {
    const { oid, buyer, products } = await twoShopOrder(t);
    await placeCashOnDelivery(t, oid);
    expect(await stockOf(t, products.speaker.id)).toBe(7);
    const res = await cancel(buyer.id, `${buyer.id}/${oid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', message: CANCEL_MESSAGES.orderCancelled });
    expect((await orderRow(t, oid)).orderStatus).toBe('cancelled');
    expect(await stockOf(t, products.speaker.id)).toBe(10);
    expect(await stockOf(t, products.laptop.id)).toBe(10);

    const again = await cancel(buyer.id, `${buyer.id}/${oid}`);
    expect(again.json()).toEqual({ status: 'unchanged', message: CANCEL_MESSAGES.alreadyCancelled });
    expect(await stockOf(t, products.speaker.id)).toBe(10);
    const page = await orderPage(buyer.id, oid);
    expect(page.order_status).toBe('cancelled');
    expect(page.refunds).toEqual([]);
  });

  it("one shop's part of a card-paid order: refunded, shown on the order; the other part goes on", async () => {
    const { oid, order, buyer, a, b, products } = await twoShopOrder(t);
    await payAndReturn(t, payWithStripe, oid);
    const res = await cancel(buyer.id, `${buyer.id}/${oid}/${b.id}`);
    expect(res.json()).toEqual({ status: 'cancelled', message: CANCEL_MESSAGES.partCancelled });
    expect(await stockOf(t, products.speaker.id)).toBe(10);
    expect(await stockOf(t, products.laptop.id)).toBe(8);
    await refundsSettled(t, order.id);
    const page = await orderPage(buyer.id, oid);
    expect(page.refunds).toEqual([
      expect.objectContaining({
        amount: ((await partTotal(t, order.id, b.id)) / 100).toFixed(2),
        status: 'refunded',
        reason: 'customer_cancelled',
        payment_method: 'stripe',
        vendor: { id: b.id, name: 'Patan Audio' },
      }),
    ]);
    const lines = await linesOf(t, order.id);
    expect(lines.filter((l) => l.vendorId === a.id).map((l) => l.orderStatus)).toEqual([
      'processing',
      'processing',
    ]);
    expect(page.orderitem.filter((i) => i.cancelled_by === 'customer')).toHaveLength(1);
  });

  it('refuses what has shipped, and an order not theirs, and changes nothing', async () => {
    const { oid, order, buyer, a, products } = await twoShopOrder(t);
    await placeCashOnDelivery(t, oid);
    await t.db.update(orderItems).set({ orderStatus: 'shipped' }).where(eq(orderItems.orderId, order.id));
    const shipped = await cancel(buyer.id, `${buyer.id}/${oid}`);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().detail).toBe(CANCEL_MESSAGES.orderShipped);
    const part = await cancel(buyer.id, `${buyer.id}/${oid}/${a.id}`);
    expect(part.statusCode).toBe(409);
    expect(part.json().detail).toBe(CANCEL_MESSAGES.shipped);

    const stranger = await createUser(t.db);
    // Their own account in the path, someone else's order: as if it did not exist.
    expect((await cancel(stranger.id, `${stranger.id}/${oid}`)).statusCode).toBe(404);
    // Someone else's account in the path: refused before anything is read.
    expect((await cancel(stranger.id, `${buyer.id}/${oid}`)).statusCode).toBe(403);
    expect(await stockOf(t, products.laptop.id)).toBe(8);
  });
});
