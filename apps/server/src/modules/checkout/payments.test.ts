import { createHmac } from 'node:crypto';
import { formatOrderNumber, PAYMENT_MESSAGES } from '@pasal/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, outboxMail, payments, products } from '../../db/schema/index.ts';
import { createCoupon, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { buyerHeaders, placeOrder } from '../../test/orders.ts';
import {
  type Choice,
  confirmReturn,
  payWithConnectips,
  payWithEsewa,
  payWithKhalti,
  payWithPaypal,
  payWithStripe,
} from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { paisaToUsdCents } from '../payments/providers/paypal.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

let sims: TestSimulators;
let t: TestApp;
let shop: { id: number };

beforeAll(async () => {
  sims = await startTestSimulators({ PAYPAL_NPR_PER_USD: '133.5' });
  t = await createTestApp({ env: sims.env });
  shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

/** A fresh product (stock 10 unless said) and a guest's pending order of `qty` of it. */
async function pendingOrder(qty = 2, stockQty = 10) {
  const product = await createProduct(t.db, { vendorId: shop.id, price: 1_234_50, stockQty });
  const { oid } = await placeOrder(t, [{ product_id: product.id, qty }]);
  const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
  if (!order) throw new Error('no order');
  return { oid, order, product };
}

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stockQty }).from(products).where(eq(products.id, id)))[0]?.stock;
const orderOf = async (oid: string) => (await t.db.select().from(orders).where(eq(orders.oid, oid)))[0];
const attemptsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));

type Pay = (t: TestApp, oid: string, choice?: Choice) => Promise<URL>;
const PROVIDERS: [string, Pay][] = [
  ['stripe', payWithStripe],
  ['paypal', payWithPaypal],
  ['connectips', payWithConnectips],
  ['esewa', payWithEsewa],
  ['khalti', payWithKhalti],
];

describe('paying online through each provider', () => {
  it.each(PROVIDERS)(
    '%s: start, pay on the hosted page, come back: paid once, stock taken once',
    async (method, pay) => {
      const { oid, order, product } = await pendingOrder(2);
      const back = await pay(t, oid);
      expect(back.pathname).toBe(`/payment-success/${oid}/`);
      const first = await confirmReturn(t, back);
      expect(first).toEqual({ statusCode: 200, body: { status: 'success', message: PAYMENT_MESSAGES.paid } });
      expect(await orderOf(oid)).toMatchObject({
        paymentStatus: 'paid',
        orderStatus: 'processing',
        paymentMethod: method,
        stockTakenAt: expect.any(Date),
      });
      expect(await stockOf(product.id)).toBe(8);
      const [attempt] = await attemptsOf(order.id);
      expect(attempt).toMatchObject({ provider: method, status: 'paid', amount: order.total });

      const again = await confirmReturn(t, back);
      expect(again.body).toEqual({ status: 'info', message: PAYMENT_MESSAGES.alreadyPaid });
      expect(await stockOf(product.id)).toBe(8);
    },
  );

  it('records what each provider was asked: NPR paisa, or USD cents at the configured rate for PayPal', async () => {
    const { oid, order } = await pendingOrder(1);
    await payWithStripe(t, oid, 'cancel');
    await payWithPaypal(t, oid, 'cancel');
    const [paypal, stripe] = await attemptsOf(order.id);
    expect(stripe).toMatchObject({ currency: 'NPR', amount: order.total, providerAmount: order.total });
    expect(paypal).toMatchObject({ currency: 'USD', amount: order.total, fxRate: '133.5' });
    expect(paypal?.providerAmount).toBe(paisaToUsdCents(order.total, '133.5'));
  });

  it("accepts PayPal's own `token` on the return, as PayPal appends it", async () => {
    const { oid } = await pendingOrder(1);
    const back = await payWithPaypal(t, oid);
    expect(back.searchParams.get('token')).toBeTruthy();
    expect(back.searchParams.has('paypal_order_id')).toBe(false);
    expect((await confirmReturn(t, back)).body.status).toBe('success');
  });
});

/** NCHL sends every unfinished payment to one failure URL: a decline reads as a give-up. */
const DECLINED_AS: Record<string, string> = {
  stripe: PAYMENT_MESSAGES.failed,
  paypal: PAYMENT_MESSAGES.failed,
  connectips: PAYMENT_MESSAGES.cancelled,
  esewa: PAYMENT_MESSAGES.failed,
  khalti: PAYMENT_MESSAGES.failed,
};

describe('payments that do not complete', () => {
  it.each(PROVIDERS)(
    '%s: a declined payment fails the order, and a second attempt can still pay it',
    async (method, pay) => {
      const { oid, product } = await pendingOrder(1);
      const declined = await confirmReturn(t, await pay(t, oid, 'fail'));
      expect(declined.body).toEqual({ status: 'error', message: DECLINED_AS[method] });
      expect(await orderOf(oid)).toMatchObject({
        paymentStatus: 'failed',
        orderStatus: 'pending',
        stockTakenAt: null,
      });
      expect(await stockOf(product.id)).toBe(10);

      const retried = await confirmReturn(t, await pay(t, oid, 'pay'));
      expect(retried.body.status).toBe('success');
      expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
      expect(await stockOf(product.id)).toBe(9);
    },
  );

  it('lets a shopper whose card was declined pay on delivery instead', async () => {
    const { oid } = await pendingOrder(1);
    await confirmReturn(t, await payWithStripe(t, oid, 'fail'));
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { payment_method: 'cod' },
    });
    expect(cod.json()).toEqual({ status: 'success', message: PAYMENT_MESSAGES.codPlaced });
    expect(await orderOf(oid)).toMatchObject({
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      orderStatus: 'processing',
    });
  });

  it('says "Your Invoice is Unpaid" while a payment is pending', async () => {
    const { oid } = await pendingOrder(1);
    const res = await confirmReturn(t, await payWithStripe(t, oid, 'pending'));
    expect(res.body).toEqual({ status: 'warning', message: PAYMENT_MESSAGES.pending });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'pending', stockTakenAt: null });
  });

  it("ends the attempt when the shopper comes back through Stripe's cancel link", async () => {
    const { oid, order } = await pendingOrder(1);
    const back = await payWithStripe(t, oid, 'cancel');
    expect(back.searchParams.get('cancelled')).toBe('1');
    const res = await confirmReturn(t, back);
    expect(res.body).toEqual({ status: 'error', message: PAYMENT_MESSAGES.cancelled });
    expect((await attemptsOf(order.id))[0]?.status).toBe('cancelled');
    expect((await orderOf(oid))?.paymentStatus).toBe('failed');
  });

  it.each([
    ['stripe', payWithStripe],
    ['esewa', payWithEsewa],
    ['khalti', payWithKhalti],
  ] as const)('%s: never counts a payment whose amount differs from what was asked', async (_method, pay) => {
    const { oid, order, product } = await pendingOrder(1);
    const back = await pay(t, oid);
    const [attempt] = await attemptsOf(order.id);
    // As if the provider had charged something else than the attempt asked for.
    await t.db
      .update(payments)
      .set({ providerAmount: order.total + 100 })
      .where(eq(payments.id, attempt?.id ?? 0));
    const res = await confirmReturn(t, back);
    expect(res.body).toEqual({ status: 'error', message: PAYMENT_MESSAGES.failed });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'failed', stockTakenAt: null });
    expect(await stockOf(product.id)).toBe(10);
  });
});

/** eSewa's success redirect data, re-signed with `secret` after applying `changes`. */
function forgedEsewaData(back: URL, secret: string, changes: Record<string, string> = {}) {
  const fields = {
    ...JSON.parse(Buffer.from(back.searchParams.get('data') ?? '', 'base64').toString()),
    ...changes,
  };
  const names: string[] = fields.signed_field_names.split(',');
  const message = names.map((name) => `${name}=${fields[name]}`).join(',');
  fields.signature = createHmac('sha256', secret).update(message).digest('base64');
  return Buffer.from(JSON.stringify(fields)).toString('base64');
}

describe('wallet returns that prove nothing', () => {
  const post = async (oid: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload,
      headers: await buyerHeaders(t, oid),
    });

  it('refuses eSewa data not signed by eSewa (a forged COMPLETE) and changes nothing', async () => {
    const { oid, order, product } = await pendingOrder(1);
    await sims.next('esewa', 'pending');
    const back = await payWithEsewa(t, oid);
    for (const data of [
      forgedEsewaData(back, 'guessed-secret', { status: 'COMPLETE' }),
      forgedEsewaData(back, 'guessed-secret', { status: 'COMPLETE', total_amount: '1.0' }),
    ]) {
      const res = await post(oid, { data });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Payment verification failed. Please try again or contact support.');
    }
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'pending', stockTakenAt: null });
    expect((await attemptsOf(order.id))[0]?.status).toBe('pending');
    expect(await stockOf(product.id)).toBe(10);
    // eSewa's own data says PENDING, and so does its status check.
    expect((await confirmReturn(t, back)).body).toEqual({
      status: 'warning',
      message: PAYMENT_MESSAGES.pending,
    });
  });

  it("refuses another order's genuine eSewa or Khalti return replayed on this order", async () => {
    const paid = await pendingOrder(1);
    const other = await pendingOrder(1);
    const esewaBack = await payWithEsewa(t, paid.oid);
    const khaltiBack = await payWithKhalti(t, paid.oid);
    const replayed: Record<string, string>[] = [
      { data: esewaBack.searchParams.get('data') ?? '' },
      { pidx: khaltiBack.searchParams.get('pidx') ?? '', status: 'Completed' },
    ];
    for (const payload of replayed) {
      const res = await post(other.oid, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Payment not found.');
    }
    expect(await orderOf(other.oid)).toMatchObject({ paymentStatus: 'pending', stockTakenAt: null });
    expect(await stockOf(other.product.id)).toBe(10);
  });

  it("takes Khalti's word only from lookup: a return saying Completed for an unpaid pidx stays unpaid", async () => {
    const { oid, product } = await pendingOrder(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/khalti-checkout/${oid}/`,
      headers: await buyerHeaders(t, oid),
    });
    const { pidx } = res.json();
    const forged = await post(oid, {
      pidx,
      status: 'Completed',
      total_amount: '1000',
      payment_method: 'khalti',
    });
    expect(forged.json()).toEqual({ status: 'warning', message: PAYMENT_MESSAGES.pending });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'pending', stockTakenAt: null });
    expect(await stockOf(product.id)).toBe(10);
  });

  it("keeps each wallet's references for support: ours on the attempt, and the wallet's own once paid", async () => {
    const { oid, order } = await pendingOrder(1);
    await confirmReturn(t, await payWithEsewa(t, oid, 'cancel'));
    const esewaBack = await payWithEsewa(t, oid);
    await confirmReturn(t, esewaBack);
    const [paid, cancelled] = await attemptsOf(order.id);
    const data = JSON.parse(Buffer.from(esewaBack.searchParams.get('data') ?? '', 'base64').toString());
    expect(paid).toMatchObject({ provider: 'esewa', status: 'paid', receipt: data.transaction_code });
    expect(data.transaction_code).toMatch(/^[0-9A-F]{8}$/);
    expect(paid?.providerRef).toMatch(new RegExp(`^${oid}-[0-9a-f]{10}$`));
    expect(cancelled).toMatchObject({ provider: 'esewa', status: 'cancelled', receipt: null });

    const second = await pendingOrder(1);
    const khaltiBack = await payWithKhalti(t, second.oid);
    await confirmReturn(t, khaltiBack);
    expect((await attemptsOf(second.order.id))[0]).toMatchObject({
      provider: 'khalti',
      providerRef: khaltiBack.searchParams.get('pidx'),
      status: 'paid',
      receipt: khaltiBack.searchParams.get('transaction_id'),
    });
  });

  it('refuses Khalti for an order under Rs. 10, before asking Khalti', async () => {
    const product = await createProduct(t.db, { vendorId: shop.id, price: 5_00, shippingAmount: 0 });
    const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 1 }]);
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
    if ((order?.total ?? 0) >= 1000)
      return expect.fail(`the order's total ${order?.total} is not under Rs. 10`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/khalti-checkout/${oid}/`,
      headers: await buyerHeaders(t, oid),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Khalti takes payments of Rs. 10 or more.');
    expect(await attemptsOf(order?.id ?? 0)).toEqual([]);
  });
});

describe('what a payment meets on arrival', () => {
  it('records a payment that arrives after the last unit sold, and cancels the order for a refund', async () => {
    const { oid, order, product } = await pendingOrder(2, 2);
    const back = await payWithStripe(t, oid);
    await t.db.update(products).set({ stockQty: 1 }).where(eq(products.id, product.id));
    const res = await confirmReturn(t, back);
    expect(res.body).toEqual({ status: 'error', message: PAYMENT_MESSAGES.soldOut });
    expect(await orderOf(oid)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'cancelled',
      stockTakenAt: null,
    });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'paid', refundReason: 'sold_out' });
    expect(await stockOf(product.id)).toBe(1);
    const [mail] = await t.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, order.email))
      .orderBy(desc(outboxMail.id));
    expect(mail?.subject).toBe(`Order ${formatOrderNumber(oid)} cancelled: refund on its way`);
    expect(await t.db.select().from(notifications).where(eq(notifications.orderId, order.id))).toEqual([]);
    // Coming back again changes nothing and says the same.
    expect((await confirmReturn(t, back)).body).toEqual({
      status: 'error',
      message: PAYMENT_MESSAGES.soldOut,
    });
  });

  it('marks an order placed as cash on delivery paid when an earlier online attempt completes', async () => {
    const { oid, order, product } = await pendingOrder(1);
    const back = await payWithStripe(t, oid);
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { payment_method: 'cod' },
    });
    expect(cod.json().status).toBe('success');
    expect((await confirmReturn(t, back)).body).toEqual({
      status: 'success',
      message: PAYMENT_MESSAGES.paid,
    });
    expect(await orderOf(oid)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'stripe',
      orderStatus: 'processing',
    });
    expect(await stockOf(product.id)).toBe(9);
    // The vendor hears it is paid now; the buyer (a guest: mail only) gets the paid mail.
    const notes = await t.db
      .select({ kind: notifications.kind, vendorId: notifications.vendorId })
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(notes.map((n) => n.kind).sort()).toEqual(['order_paid', 'order_placed']);
    expect(notes.every((n) => n.vendorId === shop.id)).toBe(true);
    const [mail] = await t.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, order.email))
      .orderBy(desc(outboxMail.id));
    expect(mail?.subject).toBe(`Order ${formatOrderNumber(oid)} paid: thank you`);
  });

  it('owes back a payment started before a coupon lowered the total, and takes the new total', async () => {
    const { oid, order, product } = await pendingOrder(1);
    await createCoupon(t.db, { vendorId: shop.id, code: `LATE${order.id}`, discount: 10 });
    const before = await payWithStripe(t, oid);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupon/',
      payload: { order_oid: oid, coupon_code: `LATE${order.id}` },
    });
    expect(coupon.json().status).toBe('success');
    const lowered = (await orderOf(oid))?.total ?? 0;
    expect(lowered).toBeLessThan(order.total);
    // The shopper had paid the old amount on the provider's page: it cannot pay this order.
    expect((await confirmReturn(t, before)).body).toEqual({
      status: 'error',
      message: PAYMENT_MESSAGES.totalChanged,
    });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'pending', stockTakenAt: null });
    expect(await stockOf(product.id)).toBe(10);
    const [old] = await attemptsOf(order.id);
    expect(old).toMatchObject({ status: 'paid', amount: order.total, refundReason: 'total_changed' });
    // Coming back again says the same; paying the new total places the order.
    expect((await confirmReturn(t, before)).body.message).toBe(PAYMENT_MESSAGES.totalChanged);
    expect((await confirmReturn(t, await payWithPaypal(t, oid))).body.status).toBe('success');
    const [latest] = await attemptsOf(order.id);
    expect(latest).toMatchObject({ status: 'paid', amount: lowered, refundReason: null });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
  });

  it('gives up attempts already started when a coupon changes the total', async () => {
    const { oid, order } = await pendingOrder(1);
    await createCoupon(t.db, { vendorId: shop.id, code: `GIVEUP${order.id}`, discount: 5 });
    await t.app.inject({ method: 'GET', url: `/api/v1/stripe-checkout/${oid}/` });
    expect((await attemptsOf(order.id))[0]?.status).toBe('pending');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupon/',
      payload: { order_oid: oid, coupon_code: `GIVEUP${order.id}` },
    });
    expect((await attemptsOf(order.id))[0]?.status).toBe('cancelled');
  });

  it('owes back a second payment of an order another attempt already paid', async () => {
    const { oid, order } = await pendingOrder(1);
    const first = await payWithStripe(t, oid);
    const second = await payWithConnectips(t, oid);
    expect((await confirmReturn(t, second)).body.status).toBe('success');
    expect((await confirmReturn(t, first)).body).toEqual({
      status: 'info',
      message: PAYMENT_MESSAGES.paidTwice,
    });
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((a) => [a.provider, a.status, a.refundReason])).toEqual([
      ['connectips', 'paid', null],
      ['stripe', 'paid', 'already_paid'],
    ]);
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'connectips' });
  });

  it('refuses to start paying an order already paid or placed', async () => {
    const { oid } = await pendingOrder(1);
    await confirmReturn(t, await payWithConnectips(t, oid));
    for (const call of [
      { method: 'GET' as const, url: `/api/v1/stripe-checkout/${oid}/` },
      { method: 'POST' as const, url: `/api/v1/paypal-checkout/${oid}/` },
      { method: 'POST' as const, url: `/api/v1/connectips-checkout/${oid}/` },
      { method: 'POST' as const, url: `/api/v1/esewa-checkout/${oid}/` },
      { method: 'POST' as const, url: `/api/v1/khalti-checkout/${oid}/` },
    ]) {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('This order is already paid.');
    }
  });

  it('lists cash on delivery and every configured provider with their labels', async () => {
    const res = await t.app.inject('/api/v1/payment-methods/');
    expect(res.json()).toEqual([
      { id: 'cod', label: 'Cash on Delivery' },
      { id: 'esewa', label: 'eSewa' },
      { id: 'khalti', label: 'Khalti' },
      { id: 'paypal', label: 'PayPal' },
      { id: 'connectips', label: 'ConnectIPS' },
      { id: 'stripe', label: 'Credit/Debit Card' },
    ]);
  });

  it('answers 404 for a reference that is not an attempt of this order, and for an unknown TXNID', async () => {
    const { oid } = await pendingOrder(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-success/${oid}/`,
      payload: { session_id: 'cs_test_someone_else' },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/connectips/return/?TXNID=NOSUCHTXN')).statusCode).toBe(404);
  });
});
