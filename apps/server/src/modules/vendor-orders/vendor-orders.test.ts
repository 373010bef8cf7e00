import type { TrackingRecord, VendorOrderStatusResult } from '@pasal/domain';
import { CANCEL_MESSAGES, codCollectable, VENDOR_ORDER_MESSAGES } from '@pasal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/index.ts';
import { buyerHeaders, placeOrder } from '../../test/orders.ts';
import { payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  linesOf,
  orderRow,
  partTotal,
  payAndReturn,
  placeCashOnDelivery,
  refundsSettled,
  stockOf,
  twoShopOrder,
} from '../cancellations/test-kit.ts';
import { startTestCourier, type TestCourier } from '../logistics/test-courier.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';
import {
  listOrders,
  mailsAbout,
  notificationsOf,
  orderDetail,
  partStatuses,
  patchStatus,
} from './test-kit.ts';

/**
 * The vendor's orders calls (spec §2 Orders, Order detail, and the status control), over HTTP,
 * shipping through the NCM simulator and paying through the payment simulators.
 */
let t: TestApp;
let queries = 0;
let courier: TestCourier;
let sims: TestSimulators;

beforeAll(async () => {
  [courier, sims] = await Promise.all([startTestCourier(), startTestSimulators()]);
  t = await createTestApp({ env: { ...courier.env, ...sims.env }, onQuery: () => queries++ });
  await t.app.refundWorker.start();
});
afterEach(() => courier.outage('off'));
afterAll(async () => {
  await t.close();
  await Promise.all([courier.close(), sims.close()]);
});

const rupees = (paisa: number) => (paisa / 100).toFixed(2);

/** A two-shop cash-on-delivery order, placed. */
async function codOrder() {
  const placed = await twoShopOrder(t);
  await placeCashOnDelivery(t, placed.oid);
  return placed;
}

async function track(oid: string) {
  const res = await t.app.inject({
    url: `/api/v1/logistics/track/${oid}/`,
    headers: await buyerHeaders(t, oid),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackingRecord;
}

describe('Orders Management and order detail', () => {
  it('lists each shop its own part of the orders holding its lines, and nothing of others', async () => {
    const { oid, order, a, b } = await codOrder();
    const forA = await listOrders(t, a);
    expect(forA.res.statusCode).toBe(200);
    expect(forA.rows.map((r) => r.oid)).toEqual([oid]);
    // Shop a sold 2 laptops and 1 mouse: its part is 3 units, its lines' totals.
    expect(forA.rows[0]).toMatchObject({ item_count: 3, total: rupees(await partTotal(t, order.id, a.id)) });
    const forB = await listOrders(t, b);
    expect(forB.rows[0]).toMatchObject({ item_count: 3, total: rupees(await partTotal(t, order.id, b.id)) });

    // A shop with no lines in the order: not found, exactly like an unknown order.
    const other = await twoShopOrder(t);
    const stranger = await orderDetail(t, other.a, oid);
    expect(stranger.res.statusCode).toBe(404);
    // Another shop's list, asked with this shop's token: refused before anything is read.
    const res = await t.app.inject({
      url: `/api/v1/vendor/orders/${b.id}/`,
      headers: await t.bearer({ user_id: a.userId, vendor_id: a.id }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('leaves out orders never placed, and searches, filters and sorts on the server', async () => {
    const first = await codOrder();
    const { a } = first;
    // An order of the same shop that was never placed (no payment chosen) is not the shop's yet.
    const unplaced = await twoShopOrder(t);
    expect((await listOrders(t, unplaced.a)).rows).toEqual([]);

    const byOid = await listOrders(t, a, `query=${first.oid.toUpperCase()}`);
    expect(byOid.rows.map((r) => r.oid)).toEqual([first.oid]);
    const byEmail = await listOrders(t, a, `query=${encodeURIComponent(first.email.slice(0, 8))}`);
    expect(byEmail.rows.map((r) => r.oid)).toEqual([first.oid]);
    expect((await listOrders(t, a, 'query=nobody-like-this')).rows).toEqual([]);
    expect((await listOrders(t, a, 'payment_status=paid')).rows).toEqual([]);
    expect((await listOrders(t, a, 'payment_status=pending')).rows).toHaveLength(1);
    expect((await listOrders(t, a, 'order_status=shipped')).rows).toEqual([]);
    const bad = await listOrders(t, a, 'order_status=lost');
    expect(bad.res.statusCode).toBe(400);
  });

  it('pages its orders newest first, or oldest, each page with its own part summed and the total of all', async () => {
    const { oid: firstOid, a, buyer, products } = await codOrder();
    const later: string[] = [];
    for (const qty of [1, 2]) {
      const { oid } = await placeOrder(t, [{ product_id: products.mouse.id, qty }], { userId: buyer.id });
      await placeCashOnDelivery(t, oid);
      later.push(oid);
    }
    const page = async (query: string) => {
      const { res, rows } = await listOrders(t, a, query);
      expect(res.headers['x-total-count']).toBe('3');
      return rows.map((r) => [r.oid, r.item_count]);
    };
    const newest = [later[1], 2, later[0], 1, firstOid, 3];
    const pages = [
      await page('page_size=1'),
      await page('page_size=1&page=2'),
      await page('page_size=1&page=3'),
    ];
    expect(pages.flat(2)).toEqual(newest);
    expect((await page('page_size=2&sort=oldest')).flat()).toEqual([firstOid, 3, later[0], 1]);
    expect((await page('page_size=2&page=2&sort=oldest')).flat()).toEqual([later[1], 2]);
    expect(await page('page_size=1&page=4')).toEqual([]);
  });

  it('costs the same queries for a page of 1 order as of 10 (no query per order)', async () => {
    const { a, buyer, products } = await codOrder();
    const { oid: second } = await placeOrder(t, [{ product_id: products.mouse.id, qty: 1 }], {
      userId: buyer.id,
    });
    await placeCashOnDelivery(t, second);
    await listOrders(t, a); // opens the session the cost below leaves out
    const cost = async (query: string) => {
      queries = 0;
      const { rows } = await listOrders(t, a, query);
      return { queries, rows: rows.length };
    };
    const one = await cost('page_size=1');
    const ten = await cost('page_size=10');
    expect([one.rows, ten.rows]).toEqual([1, 2]);
    expect(one.queries).toBe(ten.queries);
  });

  it('shows the shop its lines only, summed, with the statuses it may move to', async () => {
    const { oid, order, a } = await codOrder();
    const { res, detail } = await orderDetail(t, a, oid);
    expect(res.statusCode, res.body).toBe(200);
    expect(detail.items).toHaveLength(2);
    expect(detail.summary.total).toBe(rupees(await partTotal(t, order.id, a.id)));
    expect(detail.item_count).toBe(3);
    expect(detail.order_status).toBe((await partStatuses(t, order.id, a.id))[0]);
    expect(detail.shipment).toBeNull();
  });
});

describe('moving a part along', () => {
  it('moves processing → shipped (booking the courier, COD = the part’s total) → delivered, telling the buyer each time', async () => {
    const { oid, order, a, b, email } = await codOrder();
    const before = courier.creations();

    const shipped = await patchStatus(t, a, oid, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const result = shipped.json() as VendorOrderStatusResult;
    expect(result).toMatchObject({ message: VENDOR_ORDER_MESSAGES.updated, order_status: 'shipped' });
    expect(result.next_statuses).toEqual(['delivered']);
    expect(result.shipment?.tracking_id).toMatch(/\S/);
    expect(result.shipment?.cod_amount).toBe(rupees(codCollectable(await partTotal(t, order.id, a.id))));
    expect(courier.creations()).toBe(before + 1);
    // Shop b's part is untouched; the order follows its parts (one shipped, one not yet).
    expect(await partStatuses(t, order.id, b.id)).toEqual(['processing']);
    expect((await orderRow(t, oid)).orderStatus).toBe('processing');

    // The tracking page follows the parcel: shop a's shipment carries the courier's id, and
    // what the courier collects agrees with the unpaid order.
    const record = await track(oid);
    const parcel = record.shipments.find((s) => s.ncm_order_id === result.shipment?.tracking_id);
    expect(parcel).toMatchObject({ cod_charge: rupees(codCollectable(await partTotal(t, order.id, a.id))) });
    expect(parcel?.payment_status).toBe('Pending');

    const mails = await mailsAbout(t, email, oid);
    const shippedMail = mails.find((m) => m.text.includes(String(result.shipment?.tracking_id)));
    expect(shippedMail?.subject).toMatch(/shipped/i);
    expect((await notificationsOf(t, order.id, ['order_shipped'])).length).toBe(1);

    // Both parts delivered: the courier collected the cash, so the COD order is paid.
    await courier.advance(String(result.shipment?.tracking_id), 10);
    expect((await patchStatus(t, a, oid, 'delivered')).statusCode).toBe(200);
    expect((await patchStatus(t, b, oid, 'shipped')).statusCode).toBe(200);
    expect((await patchStatus(t, b, oid, 'delivered')).statusCode).toBe(200);
    expect(await orderRow(t, oid)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
    expect((await notificationsOf(t, order.id, ['order_delivered'])).length).toBe(2);
  });

  it('books nothing to collect for a paid order', async () => {
    const { oid, a } = await twoShopOrder(t);
    await payAndReturn(t, payWithStripe, oid);
    const shipped = (await patchStatus(t, a, oid, 'shipped')).json() as VendorOrderStatusResult;
    expect(shipped.shipment?.cod_amount).toBe('0.00');
    const record = await track(oid);
    const parcel = record.shipments.find((s) => s.ncm_order_id === shipped.shipment?.tracking_id);
    expect(parcel).toMatchObject({ cod_charge: '0.00', payment_status: 'Paid' });
  });

  it('refuses moves the transition table does not allow, with the reason, and changes nothing', async () => {
    const { oid, order, a } = await codOrder();
    const back = await patchStatus(t, a, oid, 'delivered');
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe(VENDOR_ORDER_MESSAGES.illegalMove('processing', 'delivered'));
    expect((await patchStatus(t, a, oid, 'shipped')).statusCode).toBe(200);
    const late = await patchStatus(t, a, oid, 'cancelled');
    expect(late.statusCode).toBe(409);
    // The cancellation's own reason: the same words the customer gets.
    expect(late.json().detail).toBe(CANCEL_MESSAGES.shipped);
    expect(await partStatuses(t, order.id, a.id)).toEqual(['shipped', 'shipped']);
    // Asking for the status it already has changes nothing and says so.
    const again = await patchStatus(t, a, oid, 'shipped');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(VENDOR_ORDER_MESSAGES.unchanged);
    // A status outside the control's: 400 at the edge.
    expect((await patchStatus(t, a, oid, 'lost')).statusCode).toBe(400);
    expect((await patchStatus(t, a, oid, 'pending')).statusCode).toBe(400);
  });

  it('books once when the vendor clicks Shipped twice at once', async () => {
    const { oid, order, a } = await codOrder();
    const before = courier.creations();
    const answers = await Promise.all([patchStatus(t, a, oid, 'shipped'), patchStatus(t, a, oid, 'shipped')]);
    // One books; the other is told the booking is under way, or that it is shipped already.
    expect(answers.map((r) => r.statusCode).sort()).toContain(200);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    expect(courier.creations()).toBe(before + 1);
    const rows = await t.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), eq(shipments.vendorId, a.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bookingStatus).toBe('booked');
  });

  it('keeps the part processing with a clear message while the courier is down, and books on the retry', async () => {
    const { oid, order, a, email } = await codOrder();
    await courier.outage('down');
    const down = await patchStatus(t, a, oid, 'shipped');
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toBe(VENDOR_ORDER_MESSAGES.courierDown);
    expect(await partStatuses(t, order.id, a.id)).toEqual(['processing', 'processing']);
    const { detail } = await orderDetail(t, a, oid);
    expect(detail.shipment).toMatchObject({ booking_status: 'failed', tracking_id: null });
    expect((await mailsAbout(t, email, oid)).some((m) => /shipped/i.test(m.subject))).toBe(false);

    await courier.outage('off');
    const retry = await patchStatus(t, a, oid, 'shipped');
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as VendorOrderStatusResult).shipment).toMatchObject({ booking_status: 'booked' });
    expect(await partStatuses(t, order.id, a.id)).toEqual(['shipped', 'shipped']);
  });

  it('cancels a card-paid part before shipping: stock back, its part refunded, the rest goes on', async () => {
    const { oid, order, a, b, products } = await twoShopOrder(t);
    await payAndReturn(t, payWithStripe, oid);
    expect(await stockOf(t, products.laptop.id)).toBe(8);
    const res = await patchStatus(t, a, oid, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order_status: 'cancelled', next_statuses: [] });
    expect(await stockOf(t, products.laptop.id)).toBe(10);
    const [refund] = await refundsSettled(t, order.id);
    expect(refund).toMatchObject({
      vendorId: a.id,
      amount: await partTotal(t, order.id, a.id),
      reason: 'vendor_cancelled',
      status: 'refunded',
    });
    expect(await partStatuses(t, order.id, b.id)).toEqual(['processing']);
    // Cancelling again changes nothing: no second refund, no more stock.
    expect((await patchStatus(t, a, oid, 'cancelled')).json().message).toBe(VENDOR_ORDER_MESSAGES.unchanged);
    expect(await refundsSettled(t, order.id)).toHaveLength(1);
    expect(await stockOf(t, products.laptop.id)).toBe(10);
    expect((await linesOf(t, order.id)).filter((l) => l.orderStatus === 'cancelled')).toHaveLength(2);
  });
});
