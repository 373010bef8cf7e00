import { codCollectable, PAYMENT_MESSAGES, paisaToDecimal } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerHeaders } from '../../test/orders.ts';
import { confirmReturn, finishPaying, openPayment } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  linesOf,
  orderRow,
  partTotal,
  placeCashOnDelivery,
  twoShopOrder,
} from '../cancellations/test-kit.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

/**
 * Cash on delivery is collected in whole rupees, rounded down for the shopper, per shop's parcel;
 * the order keeps the paisa dropped in `cod_rounding`.
 */
let sims: TestSimulators;
let t: TestApp;

beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: sims.env });
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

describe('cash on delivery rounding', () => {
  it('rounds each part down to whole rupees; the order keeps the sum and the lines keep theirs', async () => {
    const { oid, order, a, b } = await twoShopOrder(t);
    const parts = [await partTotal(t, order.id, a.id), await partTotal(t, order.id, b.id)];
    const dropped = parts.reduce((sum, part) => sum + (part - codCollectable(part)), 0);
    // The mouse at Rs. 1,499.50 makes shop a's part end in paisa.
    expect(dropped).toBeGreaterThan(0);
    const money = async () =>
      (await linesOf(t, order.id)).map(({ id, price, subTotal, saved, total }) => ({
        id,
        price,
        subTotal,
        saved,
        total,
      }));
    const linesBefore = await money();

    await placeCashOnDelivery(t, oid);
    const placed = await orderRow(t, oid);
    expect(placed.codRounding).toBe(dropped);
    expect(placed.total).toBe(order.total - dropped);
    expect(placed.total % 100).toBe(0);
    // Vendors' lines (and so their earnings) are untouched: the marketplace absorbs the paisa.
    expect(await money()).toEqual(linesBefore);

    const page = await t.app.inject({ url: `/api/v1/checkout/${oid}/`, headers: await buyerHeaders(t, oid) });
    expect(page.json()).toMatchObject({
      cod_rounding: paisaToDecimal(dropped),
      total: paisaToDecimal(order.total - dropped),
    });
  });

  it('rounds nothing for an order paid online', async () => {
    const { oid, order } = await twoShopOrder(t);
    const page = await openPayment(t, 'stripe', oid);
    expect((await confirmReturn(t, await finishPaying(t, 'stripe', page))).body.status).toBe('success');
    expect(await orderRow(t, oid)).toMatchObject({ codRounding: 0, total: order.total });
  });

  it('a card payment begun before the order was placed as cash on delivery pays the whole total', async () => {
    const { oid, order } = await twoShopOrder(t);
    const page = await openPayment(t, 'stripe', oid);
    await placeCashOnDelivery(t, oid);
    expect((await orderRow(t, oid)).codRounding).toBeGreaterThan(0);
    const back = await finishPaying(t, 'stripe', page);
    expect((await confirmReturn(t, back)).body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.paid,
    });
    expect(await orderRow(t, oid)).toMatchObject({
      paymentStatus: 'paid',
      codRounding: 0,
      total: order.total,
    });
  });
});
