import type { Db } from '../db/client.ts';
import { payments, refunds } from '../db/schema/index.ts';

/** What the vendor-operations tests (earnings, reviews, coupons, notifications) share. */

/** The Nepal calendar, read by the platform's time-zone data (independent of the code under test). */
const kathmandu = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
export function nepalDate(at: Date) {
  const parts = Object.fromEntries(kathmandu.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
const NEPAL_OFFSET_MS = 345 * 60_000;
const today = nepalDate(new Date());
/** Noon in Kathmandu on the 15th of the month `back` months before this one. */
export const midMonth = (back: number) =>
  new Date(Date.UTC(today.year, today.month - 1 - back, 15, 12) - NEPAL_OFFSET_MS);
/** 00:05 on the 1st of that month in Kathmandu: still the month before in UTC. */
export const nepalMonthOpening = (back: number) =>
  new Date(Date.UTC(today.year, today.month - 1 - back, 1, 0, 5) - NEPAL_OFFSET_MS);
/** `YYYY-MM-DD` of an instant's Nepal day, as the screens' date filters send it. */
export function nepalDay(at: Date) {
  const { year, month, day } = nepalDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let nextRef = 0;

/**
 * Money going back for an order, as the cancellation and refund code writes it: a captured card
 * payment of the order and a refund of `vendorId`'s part of it (null: the whole payment).
 */
export async function recordRefund(
  db: Db,
  input: {
    orderId: number;
    vendorId: number | null;
    amount: number;
    status: (typeof refunds.$inferInsert)['status'];
    paymentId?: number;
  },
) {
  let paymentId = input.paymentId;
  if (paymentId === undefined) {
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: input.orderId,
        provider: 'stripe',
        providerRef: `cs_test_refund_${++nextRef}_${Date.now()}`,
        amount: input.amount,
        status: 'paid',
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment insert returned nothing');
    paymentId = payment.id;
  }
  await db.insert(refunds).values({
    orderId: input.orderId,
    paymentId,
    vendorId: input.vendorId,
    amount: input.amount,
    reason: input.vendorId === null ? 'already_paid' : 'vendor_cancelled',
    status: input.status,
  });
  return paymentId;
}
