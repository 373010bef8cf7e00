import { randomBytes } from 'node:crypto';
import { formatOrderNumber } from '@pasal/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, orders, outboxMail, paymentEvents, products } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { confirmReturn, payWithStripe } from '../../test/payments.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { stripeSignature } from '../payments/simulators/stripe-webhooks.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

let sims: TestSimulators;
let smtp: TestSmtp;
let t: TestApp;
let secret: string;
let vendorEmails: string[];
let shops: { id: number }[];

beforeAll(async () => {
  // The simulator sends no webhooks here: each test posts its own, signed as Stripe signs them.
  sims = await startTestSimulators();
  smtp = await startSmtp();
  t = await createTestApp({ env: { ...sims.env, SMTP_URL: smtp.url } });
  await t.app.mailSender.start();
  secret = sims.config.payments.stripe?.webhookSecret ?? '';
  shops = [];
  vendorEmails = [];
  for (let i = 0; i < 2; i++) {
    const owner = await createUser(t.db);
    shops.push(await createVendor(t.db, { userId: owner.id }));
    vendorEmails.push(owner.email);
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sims.close();
});

/** A buyer's order of two products from two shops, paid on Stripe's hosted page: its session id. */
async function paidSession() {
  const buyer = await createUser(t.db);
  const items = [];
  for (const shop of shops) items.push(await createProduct(t.db, { vendorId: shop.id, stockQty: 10 }));
  const email = `buyer${buyer.id}@example.np`;
  const { oid } = await placeOrder(
    t,
    items.map((p) => ({ product_id: p.id, qty: 3 })),
    { userId: buyer.id, shipping: { email } },
  );
  const back = await payWithStripe(t, oid);
  const sessionId = back.searchParams.get('session_id') ?? '';
  expect(sessionId).toMatch(/^cs_test_/);
  return { oid, back, sessionId, items, email, buyer };
}

function webhook(sessionId: string, options: { eventId?: string; type?: string; signature?: string } = {}) {
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe-webhook/',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? stripeSignature(secret, body),
    },
  });
}

const orderOf = async (oid: string) => (await t.db.select().from(orders).where(eq(orders.oid, oid)))[0];
const stockOf = async (ids: number[]) =>
  (await t.db.select({ stock: products.stockQty }).from(products).where(inArray(products.id, ids))).map(
    (r) => r.stock,
  );

describe('Stripe webhook', () => {
  it('confirms the order of a completed session after asking Stripe, once per event', async () => {
    const { oid, sessionId, items } = await paidSession();
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const first = await webhook(sessionId, { eventId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await orderOf(oid)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'processing',
      paymentMethod: 'stripe',
    });
    expect(await stockOf(items.map((p) => p.id))).toEqual([7, 7]);

    expect((await webhook(sessionId, { eventId })).json()).toEqual({ received: true, duplicate: true });
    const later = await webhook(sessionId, { type: 'checkout.session.async_payment_succeeded' });
    expect(later.json()).toEqual({ received: true, duplicate: false });
    expect(await stockOf(items.map((p) => p.id))).toEqual([7, 7]);
    expect((await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).length).toBe(
      1,
    );
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { oid, sessionId } = await paidSession();
    const forged = await webhook(sessionId, { signature: stripeSignature('whsec_not_ours', '{}') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toHaveProperty('detail');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe-webhook/',
      payload: { id: 'evt_1', type: 'checkout.session.completed' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(oid))?.paymentStatus).toBe('pending');
  });

  it('checks the signature over the bytes received: the same event re-serialised is refused, the signed bytes accepted', async () => {
    const { oid, sessionId } = await paidSession();
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const event = {
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    };
    // Stripe sends its events indented; the signature covers exactly those bytes.
    const signed = JSON.stringify(event, null, 2);
    const signature = stripeSignature(secret, signed);
    // What a JSON body parser would hand on: the same event, compact, its keys in another order.
    const reserialised = JSON.stringify({ type: event.type, data: event.data, object: 'event', id: eventId });
    expect(reserialised).not.toBe(signed);
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(signed));

    // Over a real socket, as Stripe delivers it.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const deliver = (body: string) =>
      fetch(`${base}/api/v1/stripe-webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });

    const refused = await deliver(reserialised);
    expect(refused.status, await refused.clone().text()).toBe(400);
    expect(await refused.json()).toHaveProperty('detail');
    expect((await orderOf(oid))?.paymentStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toEqual([]);

    const accepted = await deliver(signed);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, duplicate: false });
    expect(await orderOf(oid)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
  });

  it("acknowledges events about sessions that are not Pasal's", async () => {
    const res = await webhook('cs_test_unknown_session');
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('the same payment confirmed many times at once', () => {
  // PGlite runs one statement at a time, so only PostgreSQL can show a race.
  it.skipIf(!process.env.DATABASE_URL)(
    'return page and webhooks together: one transition, stock taken once, one set of notifications and mails',
    async () => {
      const { oid, back, sessionId, items, email, buyer } = await paidSession();
      const repeated = `evt_${randomBytes(8).toString('hex')}`;
      const started = performance.now();
      const calls = await Promise.all([
        ...Array.from({ length: 5 }, () => confirmReturn(t, back)),
        ...Array.from({ length: 3 }, () => webhook(sessionId, { eventId: repeated })),
        ...Array.from({ length: 2 }, () => webhook(sessionId)),
      ]);
      const ms = Math.round(performance.now() - started);
      const pages = calls.slice(0, 5) as Awaited<ReturnType<typeof confirmReturn>>[];
      const hooks = calls.slice(5) as Awaited<ReturnType<typeof webhook>>[];
      for (const page of pages) expect(['success', 'info']).toContain(page.body.status);
      expect(pages.filter((p) => p.body.status === 'success').length).toBeLessThanOrEqual(1);
      for (const hook of hooks) expect(hook.statusCode).toBe(200);

      const order = await orderOf(oid);
      expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'processing' });
      expect(await stockOf(items.map((p) => p.id))).toEqual([7, 7]);
      const sold = await t.db
        .select({ sold: products.orders })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((p) => p.id),
          ),
        );
      expect(sold.map((r) => r.sold)).toEqual([3, 3]);
      const notes = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.orderId, order?.id ?? 0));
      expect(notes.filter((n) => n.userId === buyer.id)).toHaveLength(1);
      expect(notes.filter((n) => n.vendorId !== null)).toHaveLength(2);
      const mails = await t.db
        .select({ n: count() })
        .from(outboxMail)
        .where(
          and(
            inArray(outboxMail.to, [email, ...vendorEmails]),
            eq(outboxMail.subject, `Order ${formatOrderNumber(oid)} paid: thank you`),
          ),
        );
      expect(mails[0]?.n).toBe(1);
      const vendorMails = await t.db
        .select({ n: count() })
        .from(outboxMail)
        .where(
          and(
            inArray(outboxMail.to, vendorEmails),
            eq(outboxMail.subject, `New order ${formatOrderNumber(oid)}: 1 item`),
          ),
        );
      expect(vendorMails[0]?.n).toBe(2);
      // And delivered once each: the SMTP server gets the buyer's mail and one per shop, no more.
      const ofOrder = () => smtp.inbox.filter((m) => m.subject.includes(formatOrderNumber(oid)));
      await vi.waitFor(
        async () => {
          const pending = await t.db
            .select({ n: count() })
            .from(outboxMail)
            .where(and(inArray(outboxMail.to, [email, ...vendorEmails]), eq(outboxMail.status, 'pending')));
          expect(pending[0]?.n).toBe(0);
          expect(ofOrder()).toHaveLength(3);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(
        ofOrder()
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual([email, ...vendorEmails].sort());
      console.info(
        `10 concurrent confirmations of one payment (5 return pages, 5 webhooks): 1 transition, ${ms} ms`,
      );
    },
  );
});
