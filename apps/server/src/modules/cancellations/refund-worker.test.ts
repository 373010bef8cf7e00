import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refunds } from '../../db/schema/index.ts';
import { payWithStripe } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';
import { cancelOrderPart } from './cancel-order.ts';
import { paidAttempt, payAndReturn, refundsOf, refundsSettled, twoShopOrder } from './test-kit.ts';

/**
 * The refund worker when the provider cannot be reached: the refund stays pending with the
 * error and is tried again, and given up (failed, shown to the customer as owed) after the last
 * attempt. A second app on the same database plays a process whose Stripe is unreachable.
 */
let sims: TestSimulators;
let t: TestApp;
let deadUrl: string;

beforeAll(async () => {
  sims = await startTestSimulators();
  t = await createTestApp({ env: { ...sims.env, REFUND_RETRY_SECONDS: '0.05' } });
  // A port nothing listens on: taken, then released.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  deadUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await t.close();
  await sims.close();
});

/** A card-paid order with shop a's part cancelled: one pending refund, the worker not started. */
async function pendingRefund() {
  const { oid, order, a } = await twoShopOrder(t);
  await payAndReturn(t, payWithStripe, oid);
  await cancelOrderPart(
    { db: t.db, publicUrl: t.config.publicUrl, log: t.app.log },
    {
      orderId: order.id,
      vendorId: a.id,
      by: 'vendor',
    },
  );
  expect((await refundsOf(t, order.id)).map((r) => r.status)).toEqual(['pending']);
  return order;
}

/** A process on the same database whose Stripe cannot be reached. */
const unreachable = (env: Record<string, string> = {}) =>
  createTestApp({
    env: { ...sims.env, STRIPE_API_URL: deadUrl, REFUND_RETRY_SECONDS: '3600', ...env },
    beside: { database: t.database, secret: t.secret },
  });

describe('the refund worker', () => {
  it('keeps a refund it could not make pending with the error, and makes it on a later try, once', async () => {
    const order = await pendingRefund();
    const cut = await unreachable();
    try {
      await cut.app.refundWorker.start();
      await vi.waitFor(async () => expect((await refundsOf(t, order.id))[0]?.attempts).toBe(1), {
        timeout: 15_000,
      });
    } finally {
      await cut.close();
    }
    const [waiting] = await refundsOf(t, order.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/\S/);
    expect(await sims.refundsAt('stripe', (await paidAttempt(t, order.id)).providerRef)).toEqual([]);

    // The process that can reach Stripe takes it once it is due again (its retry is 3600 s away,
    // so bring it forward as an operator would), and Stripe refunds it once.
    await t.db.update(refunds).set({ nextAttemptAt: new Date() }).where(eq(refunds.orderId, order.id));
    await t.app.refundWorker.start();
    const [made] = await refundsSettled(t, order.id);
    expect(made).toMatchObject({ status: 'refunded', attempts: 2, lastError: null });
    const atStripe = await sims.refundsAt('stripe', (await paidAttempt(t, order.id)).providerRef);
    expect(atStripe.map((r) => r.id)).toEqual([made?.providerRefundId]);
    await t.app.refundWorker.stop();
  });

  it('gives a refund up after the last attempt: failed with the error, owed to the customer', async () => {
    const order = await pendingRefund();
    const cut = await unreachable({ REFUND_MAX_ATTEMPTS: '1' });
    try {
      await cut.app.refundWorker.start();
      const [given] = await refundsSettled(cut, order.id);
      expect(given).toMatchObject({ status: 'failed', attempts: 1 });
      expect(given?.lastError).toMatch(/\S/);
    } finally {
      await cut.close();
    }
    const buyer = order.buyerId ?? 0;
    const page = await t.app.inject({
      url: `/api/v1/customer/order/${buyer}/${order.oid}/`,
      headers: await t.bearer({ user_id: buyer }),
    });
    expect(page.json().refunds.map((r: { status: string }) => r.status)).toEqual(['owed']);
  });
});
