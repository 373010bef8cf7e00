import { formatOrderNumber } from '@pasal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, outboxMail } from '../../db/schema/index.ts';
import { createCoupon } from '../../db/seed/factories.ts';
import { buyerHeaders } from '../../test/orders.ts';
import {
  confirmReturn,
  finishPaying,
  openPayment,
  payWithConnectips,
  payWithEsewa,
  payWithKhalti,
  payWithPaypal,
  payWithStripe,
} from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONNECTIPS_NO_REFUND } from '../payments/providers/connectips.ts';
import { ESEWA_NO_REFUND } from '../payments/providers/esewa.ts';
import { KHALTI_NO_REFUND } from '../payments/providers/khalti.ts';
import { paisaToUsdCents } from '../payments/providers/paypal.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';
import { cancelOrderPart } from './cancel-order.ts';
import {
  linesOf,
  orderRow,
  paidAttempt,
  partTotal,
  payAndReturn,
  placeCashOnDelivery,
  refundsOf,
  refundsSettled,
  stockOf,
  twoShopOrder,
} from './test-kit.ts';

let sims: TestSimulators;
let t: TestApp;
const RATE = '133.25';

beforeAll(async () => {
  sims = await startTestSimulators({ PAYPAL_NPR_PER_USD: RATE });
  t = await createTestApp({ env: sims.env });
  await t.app.refundWorker.start();
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

const deps = () => ({ db: t.db, publicUrl: t.config.publicUrl, log: t.app.log });
const mailsTo = (to: string) => t.db.select().from(outboxMail).where(eq(outboxMail.to, to));

describe('a vendor cancels its part of a card-paid order', () => {
  it('returns that part’s stock once, refunds what it was charged at Stripe once, and tells the buyer', async () => {
    const { oid, order, a, b, buyer, email, products } = await twoShopOrder(t);
    // Shop a's coupon takes 10% off its lines: the refund is what they were charged, after it.
    const coupon = await createCoupon(t.db, { vendorId: a.id, discount: 10 });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupon/',
      payload: { order_oid: oid, coupon_code: coupon.code },
      headers: await buyerHeaders(t, oid),
    });
    expect(applied.json().status, applied.body).toBe('success');
    await payAndReturn(t, payWithStripe, oid);
    expect(await stockOf(t, products.laptop.id)).toBe(8);
    const charged = await partTotal(t, order.id, a.id);
    const lines = await linesOf(t, order.id);
    expect(lines.filter((l) => l.vendorId === a.id).every((l) => l.saved > 0)).toBe(true);

    expect(await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' })).toMatchObject({
      kind: 'cancelled',
      orderCancelled: false,
    });

    // Shop a's lines are cancelled, by the vendor, and when; shop b's are untouched.
    const after = await linesOf(t, order.id);
    for (const line of after) {
      if (line.vendorId === a.id) {
        expect(line).toMatchObject({ orderStatus: 'cancelled', cancelledBy: 'vendor' });
        expect(line.statusChangedAt).toBeInstanceOf(Date);
      } else
        expect(line).toMatchObject({ orderStatus: 'processing', cancelledBy: null, statusChangedAt: null });
    }
    expect((await orderRow(t, oid)).orderStatus).toBe('processing');
    expect(await stockOf(t, products.laptop.id)).toBe(10);
    expect(await stockOf(t, products.mouse.id)).toBe(10);
    expect(await stockOf(t, products.speaker.id)).toBe(7);

    // The refund: shop a's part of the payment that paid, refunded at Stripe for what it was charged.
    const attempt = await paidAttempt(t, order.id);
    const [refund, ...more] = await refundsSettled(t, order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      paymentId: attempt.id,
      vendorId: a.id,
      amount: charged,
      reason: 'vendor_cancelled',
      status: 'refunded',
    });
    const atStripe = await sims.refundsAt('stripe', attempt.providerRef);
    expect(atStripe).toEqual([{ id: refund?.providerRefundId, amount: charged }]);

    // The buyer hears of it (notification and mail with the refund); the shop that cancelled does not.
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes.filter((n) => n.kind === 'items_cancelled')).toEqual([
      expect.objectContaining({ userId: buyer.id, vendorId: null }),
    ]);
    expect(notes.filter((n) => n.vendorId !== null && n.kind === 'order_cancelled')).toEqual([]);
    const [mail, ...otherMails] = (await mailsTo(email)).filter((m) => m.subject.includes('cancelled'));
    expect(otherMails).toEqual([]);
    expect(mail?.subject).toBe(`Order ${formatOrderNumber(oid)}: items cancelled`);
    expect(mail?.text).toContain('The shop cancelled these items');
    expect(mail?.text).toContain('IdeaPad Slim 5 × 2');
    expect(mail?.text).not.toContain('Flip 6');
    expect(mail?.text).toContain('will be refunded to your Credit/Debit Card payment');
    expect((await mailsTo(a.email)).filter((m) => m.subject.includes('cancelled'))).toEqual([]);

    // Repeating it changes nothing: no stock, no second refund, no second mail.
    expect(await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' })).toMatchObject({
      kind: 'unchanged',
    });
    expect(await stockOf(t, products.laptop.id)).toBe(10);
    expect(await refundsOf(t, order.id)).toHaveLength(1);
    expect((await mailsTo(email)).filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
    expect(await sims.refundsAt('stripe', attempt.providerRef)).toHaveLength(1);

    // Cancelling the last open part cancels the order, and refunds that part apart.
    expect(await cancelOrderPart(deps(), { orderId: order.id, vendorId: b.id, by: 'vendor' })).toMatchObject({
      kind: 'cancelled',
      orderCancelled: true,
    });
    expect((await orderRow(t, oid)).orderStatus).toBe('cancelled');
    expect(await stockOf(t, products.speaker.id)).toBe(10);
    const both = await refundsSettled(t, order.id);
    expect(both.map((r) => [r.vendorId, r.amount, r.status])).toEqual([
      [a.id, charged, 'refunded'],
      [b.id, await partTotal(t, order.id, b.id), 'refunded'],
    ]);
    expect((await sims.refundsAt('stripe', attempt.providerRef)).map((r) => r.amount)).toEqual(
      both.map((r) => r.amount),
    );
  });
});

describe('refunds through each provider', () => {
  it('PayPal: refunds the part at the PayPal simulator in US cents at the rate the payment was charged at', async () => {
    const { order, oid, a } = await twoShopOrder(t);
    await payAndReturn(t, payWithPaypal, oid);
    const attempt = await paidAttempt(t, order.id);
    expect(attempt.fxRate).toBe(RATE);
    await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' });
    const [refund] = await refundsSettled(t, order.id);
    const charged = await partTotal(t, order.id, a.id);
    expect(refund).toMatchObject({ amount: charged, status: 'refunded', vendorId: a.id });
    expect(await sims.refundsAt('paypal', attempt.providerRef)).toEqual([
      { id: refund?.providerRefundId, amount: paisaToUsdCents(charged, RATE) },
    ]);
  });

  it.each([
    ['ConnectIPS', payWithConnectips, CONNECTIPS_NO_REFUND],
    ['eSewa', payWithEsewa, ESEWA_NO_REFUND],
    ['Khalti', payWithKhalti, KHALTI_NO_REFUND],
  ] as const)(
    '%s: refunded by hand, so the part is recorded as owed, with the reason',
    async (label, pay, reason) => {
      const { order, oid, a, email } = await twoShopOrder(t);
      await payAndReturn(t, pay, oid);
      await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' });
      const [refund] = await refundsSettled(t, order.id);
      expect(refund).toMatchObject({
        amount: await partTotal(t, order.id, a.id),
        status: 'owed',
        lastError: reason,
        providerRefundId: null,
      });
      const mail = (await mailsTo(email)).find((m) => m.subject.includes('cancelled'));
      expect(mail?.text).toContain(`${label} has no automatic refund`);
    },
  );

  it('cash on delivery not yet paid: stock back, nothing to refund', async () => {
    const { order, oid, a, products, email } = await twoShopOrder(t);
    await placeCashOnDelivery(t, oid);
    expect(await stockOf(t, products.mouse.id)).toBe(9);
    await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' });
    expect(await stockOf(t, products.mouse.id)).toBe(10);
    expect(await refundsOf(t, order.id)).toEqual([]);
    const mail = (await mailsTo(email)).find((m) => m.subject.includes('cancelled'));
    expect(mail?.text).toContain('Nothing was charged for them.');
  });

  it('a cash-on-delivery order paid online after a part was cancelled refunds that part from the payment', async () => {
    const { order, oid, a, b } = await twoShopOrder(t);
    // The shopper opened the card page, then chose cash on delivery, then paid on the open page.
    const cardPage = await openPayment(t, 'stripe', oid);
    await placeCashOnDelivery(t, oid);
    await cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' });
    const back = await finishPaying(t, 'stripe', cardPage);
    expect((await confirmReturn(t, back)).body.status).toBe('success');
    const attempt = await paidAttempt(t, order.id);
    const refunded = await refundsSettled(t, order.id);
    expect(refunded.map((r) => [r.paymentId, r.vendorId, r.reason, r.status])).toEqual([
      [attempt.id, a.id, 'vendor_cancelled', 'refunded'],
    ]);
    expect(await sims.refundsAt('stripe', attempt.providerRef)).toEqual([
      { id: refunded[0]?.providerRefundId, amount: await partTotal(t, order.id, a.id) },
    ]);
    // Shop b's part is still to be sent.
    expect((await linesOf(t, order.id)).filter((l) => l.vendorId === b.id).map((l) => l.orderStatus)).toEqual(
      ['processing'],
    );
  });
});

describe('what cannot be cancelled', () => {
  it('refuses a part that has shipped (409, with the reason) and changes nothing', async () => {
    const { order, oid, a, products } = await twoShopOrder(t);
    await payAndReturn(t, payWithStripe, oid);
    // Shipping is the fulfilment module's; here the part simply is shipped.
    await t.db
      .update(orderItems)
      .set({ orderStatus: 'shipped' })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.vendorId, a.id)));
    await expect(
      cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'vendor' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'These items have already shipped and can no longer be cancelled.',
    });
    expect(await stockOf(t, products.laptop.id)).toBe(8);
    expect(await refundsOf(t, order.id)).toEqual([]);
    expect((await linesOf(t, order.id)).filter((l) => l.vendorId === a.id).map((l) => l.orderStatus)).toEqual(
      ['shipped', 'shipped'],
    );
  });

  it('refuses a shop with no lines in the order (404)', async () => {
    const { order, oid } = await twoShopOrder(t);
    const { b: stranger } = await twoShopOrder(t);
    await payAndReturn(t, payWithStripe, oid);
    await expect(
      cancelOrderPart(deps(), { orderId: order.id, vendorId: stranger.id, by: 'vendor' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('an unpaid order is cancelled whole, never one shop of it (409)', async () => {
    const { order, a } = await twoShopOrder(t);
    await expect(
      cancelOrderPart(deps(), { orderId: order.id, vendorId: a.id, by: 'customer' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect((await linesOf(t, order.id)).map((l) => l.orderStatus)).toEqual(['pending', 'pending', 'pending']);
  });
});
