import {
  canTransitionOrder,
  canTransitionPayment,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@pasal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderStatusMayBecome, paymentStatusMayBecome } from './status-transitions.ts';

let t: TestApp;
let orderId: number;
let itemId: number;
let attemptId: number;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const product = await createProduct(t.db, { vendorId: shop.id });
  const { oid } = await placeOrder(t, [{ product_id: product.id, qty: 1 }]);
  const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
  const [item] = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order?.id ?? 0));
  if (!order || !item) throw new Error('no order');
  orderId = order.id;
  itemId = item.id;
  const [attempt] = await t.db
    .insert(payments)
    .values({ orderId, provider: 'stripe', providerRef: 'cs_test_transitions', amount: order.total })
    .returning();
  attemptId = attempt?.id ?? 0;
});
afterAll(() => t.close());

const pairs = <S extends string>(statuses: readonly S[]) =>
  statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [from, to] as const));

/**
 * Puts the row in `from`, then makes the server's guarded update to `to`: answers whether the
 * row moved, and checks it kept `from` when it did not.
 */
async function tryOrder(table: typeof orders | typeof orderItems, from: OrderStatus, to: OrderStatus) {
  const id = table === orders ? orderId : itemId;
  await t.db.update(table).set({ orderStatus: from }).where(eq(table.id, id));
  const moved = await t.db
    .update(table)
    .set({ orderStatus: to })
    .where(and(eq(table.id, id), orderStatusMayBecome(table.orderStatus, to)))
    .returning({ status: table.orderStatus });
  const [row] = await t.db.select({ status: table.orderStatus }).from(table).where(eq(table.id, id));
  expect(row?.status).toBe(moved.length > 0 ? to : from);
  return moved.length > 0;
}

/** The same for an order's payment status or a payment attempt's status. */
async function tryPayment(row: 'order' | 'attempt', from: PaymentStatus, to: PaymentStatus) {
  let moved: unknown[];
  let now: PaymentStatus | undefined;
  if (row === 'order') {
    await t.db.update(orders).set({ paymentStatus: from }).where(eq(orders.id, orderId));
    moved = await t.db
      .update(orders)
      .set({ paymentStatus: to })
      .where(and(eq(orders.id, orderId), paymentStatusMayBecome(orders.paymentStatus, to)))
      .returning({ id: orders.id });
    const [current] = await t.db
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    now = current?.status;
  } else {
    await t.db.update(payments).set({ status: from }).where(eq(payments.id, attemptId));
    moved = await t.db
      .update(payments)
      .set({ status: to })
      .where(and(eq(payments.id, attemptId), paymentStatusMayBecome(payments.status, to)))
      .returning({ id: payments.id });
    const [current] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, attemptId));
    now = current?.status;
  }
  expect(now).toBe(moved.length > 0 ? to : from);
  return moved.length > 0;
}

describe('status changes on the database follow the domain tables', () => {
  it('moves an order, and a vendor’s item of it, only as canTransitionOrder allows', async () => {
    for (const table of [orders, orderItems]) {
      for (const [from, to] of pairs(ORDER_STATUSES)) {
        expect(await tryOrder(table, from, to), `${from} → ${to}`).toBe(canTransitionOrder(from, to));
      }
    }
    // Examples of what is refused: backwards, skipping a step, out of a final status.
    expect(await tryOrder(orders, 'shipped', 'processing')).toBe(false);
    expect(await tryOrder(orders, 'pending', 'delivered')).toBe(false);
    expect(await tryOrder(orderItems, 'shipped', 'cancelled')).toBe(false);
    expect(await tryOrder(orders, 'cancelled', 'processing')).toBe(false);
  });

  it('moves an order’s payment, and a payment attempt, only as canTransitionPayment allows', async () => {
    for (const column of ['order', 'attempt'] as const) {
      for (const [from, to] of pairs(PAYMENT_STATUSES)) {
        expect(await tryPayment(column, from, to), `${column}: ${from} → ${to}`).toBe(
          canTransitionPayment(from, to),
        );
      }
    }
    // A paid order never fails or goes back to pending; a given-up attempt can only turn out paid.
    expect(await tryPayment('order', 'paid', 'failed')).toBe(false);
    expect(await tryPayment('order', 'paid', 'pending')).toBe(false);
    expect(await tryPayment('attempt', 'cancelled', 'failed')).toBe(false);
    expect(await tryPayment('attempt', 'cancelled', 'paid')).toBe(true);
  });
});
