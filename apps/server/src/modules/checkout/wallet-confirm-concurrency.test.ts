import { formatOrderNumber } from '@pasal/domain';
import { eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { notifications, orders, outboxMail, payments, products } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { confirmReturn, payWithEsewa, payWithKhalti } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { confirmOrder } from '../orders/confirm-order.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

/**
 * A wallet payment confirmed many times at once (the shopper's tab, a refresh, a second tab), on
 * PostgreSQL (PGlite runs one statement at a time, so only PostgreSQL can show the race): paid
 * once, stock taken once, one set of mails and notifications, and never a 500.
 */
const AT_ONCE = 10;
let sims: TestSimulators;
let t: TestApp;
let shop: { id: number };

describe.skipIf(!process.env.DATABASE_URL)('wallet confirmations at once (PostgreSQL)', () => {
  beforeAll(async () => {
    sims = await startTestSimulators();
    t = await createTestApp({ env: sims.env });
    shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  });
  afterAll(async () => {
    await t.close();
    await sims.close();
  });

  /** A paid-at-the-wallet order of 2 units (stock 10), not yet confirmed here. */
  async function paidAtWallet(pay: typeof payWithEsewa) {
    const product = await createProduct(t.db, { vendorId: shop.id, stockQty: 10 });
    const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 2 }]);
    return { oid, product, back: await pay(t, oid) };
  }

  /** What confirming wrote for an order: its mails and notifications. */
  async function effects(oid: string) {
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
    const number = formatOrderNumber(oid);
    const mails = await t.db
      .select({ to: outboxMail.to, subject: outboxMail.subject })
      .from(outboxMail)
      .where(or(like(outboxMail.subject, `%${number}%`), like(outboxMail.text, `%${number}%`)));
    const notes = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.orderId, order?.id ?? 0));
    const attempts = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    return { order, mails: mails.map((m) => `${m.to} ${m.subject}`).sort(), notes: notes.length, attempts };
  }

  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stockQty }).from(products).where(eq(products.id, id)))[0]?.stock;

  it.each([
    ['esewa', payWithEsewa],
    ['khalti', payWithKhalti],
  ] as const)(
    '%s: ten confirmations at once pay once, take stock once and send one set of mails',
    async (method, pay) => {
      // The same payment confirmed once, for what one confirmation writes.
      const single = await paidAtWallet(pay);
      expect((await confirmReturn(t, single.back)).body.status).toBe('success');
      const once = await effects(single.oid);
      expect(once.mails.length).toBeGreaterThan(0);

      const raced = await paidAtWallet(pay);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => confirmReturn(t, raced.back)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(['success', 'info']).toContain(answer.body.status);
      }
      expect(answers.filter((a) => a.body.status === 'success').length).toBeGreaterThanOrEqual(1);
      const after = await effects(raced.oid);
      expect(after.order).toMatchObject({
        paymentStatus: 'paid',
        orderStatus: 'processing',
        paymentMethod: method,
      });
      expect(after.attempts.map((a) => a.status)).toEqual(['paid']);
      expect(await stockOf(raced.product.id)).toBe(8);
      expect(after.notes).toBe(once.notes);
      expect(after.mails.map((m) => m.replace(formatOrderNumber(raced.oid), '#'))).toEqual(
        once.mails.map((m) => m.replace(formatOrderNumber(single.oid), '#')),
      );
    },
  );

  /**
   * Confirmations waiting for the payments lock while reading their attempt by the provider's
   * reference (the refund worker's poll may wait on the same lock, and is not counted).
   */
  async function lateWaitingForItsAttempt() {
    const waiting = (await t.db.execute(sql`
      select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.relation = 'payments'::regclass and not l.granted
        and a.query like '%"payments"."provider_ref" = %'`)) as unknown as { rows: { n: number }[] };
    return waiting.rows[0]?.n;
  }

  it('a confirmation that finds the attempt paid reports the order paid, when that payment landed between its reads', async () => {
    const { oid, back } = await paidAtWallet(payWithEsewa);
    const {
      order,
      attempts: [attempt],
    } = await effects(oid);
    if (!order || !attempt) throw new Error('no order or attempt');
    let late: ReturnType<typeof confirmReturn> | undefined;
    await t.db.transaction(async (tx) => {
      // Payments locked: the late confirmation reads the unpaid order, then waits to read its attempt.
      await tx.execute(sql`lock table payments in access exclusive mode`);
      late = confirmReturn(t, back);
      await expect.poll(lateWaitingForItsAttempt, { timeout: 10_000, interval: 20 }).toBe(1);
      // Another confirmation pays the order and its attempt, and commits as the lock is let go.
      const outcome = await confirmOrder(
        { db: tx as unknown as Db, publicUrl: t.config.publicUrl, log: t.app.log },
        { orderId: order.id, method: 'esewa', paymentId: attempt.id, amount: attempt.amount },
      );
      expect(outcome.kind).toBe('placed');
    });
    expect(await late).toMatchObject({ statusCode: 200, body: { status: 'info' } });
  });
});
