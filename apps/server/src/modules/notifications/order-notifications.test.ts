import { formatOrderNumber } from '@pasal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, orders, outboxMail } from '../../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { placeOrder } from '../../test/orders.ts';
import { confirmReturn, payWithPaypal } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

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

/** A shop with its owner's address, where its order mails go. */
async function shop(name: string) {
  const owner = await createUser(t.db);
  return { ...(await createVendor(t.db, { userId: owner.id, name })), email: owner.email };
}

describe('who hears of a paid order', () => {
  it('notifies each vendor once per order item, and mails each vendor its own lines only', async () => {
    const two = await shop('Thamel Computers');
    const one = await shop('Patan Audio');
    const laptop = await createProduct(t.db, { vendorId: two.id, title: 'IdeaPad Slim 5' });
    const mouse = await createProduct(t.db, { vendorId: two.id, title: 'Wireless Mouse M185' });
    const speaker = await createProduct(t.db, { vendorId: one.id, title: 'Flip 6 Speaker' });
    const buyer = await createUser(t.db);
    const email = `paid${buyer.id}@example.np`;
    const { oid } = await placeOrder(
      t,
      [
        { product_id: laptop.id, qty: 1 },
        { product_id: mouse.id, qty: 2 },
        { product_id: speaker.id, qty: 1 },
      ],
      { userId: buyer.id, shipping: { email } },
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.oid, oid));
    if (!order) throw new Error('no order');
    const items = await t.db
      .select({ id: orderItems.id, productId: orderItems.productId, vendorId: orderItems.vendorId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    expect(items).toHaveLength(3);
    const itemOf = (productId: number) => items.find((i) => i.productId === productId)?.id;

    // Nothing is said before the money is in.
    const notesOf = () =>
      t.db
        .select({
          userId: notifications.userId,
          vendorId: notifications.vendorId,
          orderItemId: notifications.orderItemId,
          kind: notifications.kind,
        })
        .from(notifications)
        .where(eq(notifications.orderId, order.id))
        .orderBy(asc(notifications.id));
    const mailsTo = (to: string[]) => t.db.select().from(outboxMail).where(inArray(outboxMail.to, to));
    expect(await notesOf()).toEqual([]);
    expect(await mailsTo([email, two.email, one.email])).toEqual([]);

    const back = await payWithPaypal(t, oid);
    expect((await confirmReturn(t, back)).body.status).toBe('success');

    const notes = await notesOf();
    // One row per order item, to that item's vendor: the two-item shop hears twice, not once.
    expect(
      notes.filter((n) => n.vendorId !== null).sort((a, b) => (a.orderItemId ?? 0) - (b.orderItemId ?? 0)),
    ).toEqual([
      { userId: null, vendorId: two.id, orderItemId: itemOf(laptop.id), kind: 'order_placed' },
      { userId: null, vendorId: two.id, orderItemId: itemOf(mouse.id), kind: 'order_placed' },
      { userId: null, vendorId: one.id, orderItemId: itemOf(speaker.id), kind: 'order_placed' },
    ]);
    // The signed-in buyer hears once, of the whole order.
    expect(notes.filter((n) => n.vendorId === null)).toEqual([
      { userId: buyer.id, vendorId: null, orderItemId: null, kind: 'order_placed' },
    ]);

    // One mail per vendor (not per item), with that vendor's lines and none of the other's.
    const toTwo = await mailsTo([two.email]);
    expect(toTwo.map((m) => m.subject)).toEqual([`New order ${formatOrderNumber(oid)}: 2 items`]);
    expect(toTwo[0]?.text).toContain('IdeaPad Slim 5 × 1');
    expect(toTwo[0]?.text).toContain('Wireless Mouse M185 × 2');
    expect(toTwo[0]?.text).not.toContain('Flip 6');
    expect(toTwo[0]?.html).not.toContain('Flip 6');
    const toOne = await mailsTo([one.email]);
    expect(toOne.map((m) => m.subject)).toEqual([`New order ${formatOrderNumber(oid)}: 1 item`]);
    expect(toOne[0]?.text).toContain('Flip 6 Speaker × 1');
    expect(toOne[0]?.text).not.toMatch(/IdeaPad|Mouse/);
    expect(toOne[0]?.html).not.toMatch(/IdeaPad|Mouse/);
    // The buyer's mail has the whole order.
    const toBuyer = await mailsTo([email]);
    expect(toBuyer.map((m) => m.subject)).toEqual([`Order ${formatOrderNumber(oid)} paid: thank you`]);
    for (const line of ['IdeaPad Slim 5 × 1', 'Wireless Mouse M185 × 2', 'Flip 6 Speaker × 1']) {
      expect(toBuyer[0]?.text).toContain(line);
    }

    // Coming back again (a reload) adds nothing.
    expect((await confirmReturn(t, back)).body.status).toBe('info');
    expect(await notesOf()).toHaveLength(notes.length);
    expect(await mailsTo([email, two.email, one.email])).toHaveLength(3);
  });
});
