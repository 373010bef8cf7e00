import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import { inMs } from '../mail/outbox.ts';

export type RefundQueueRow = typeof refunds.$inferSelect;

/**
 * Takes up to `limit` due refunds for one worker, with the payment each comes from: each counts
 * an attempt and is not due again until `leaseMs` from now, so no other worker takes it
 * meanwhile; a worker that dies holding it leaves it to be taken again then. Rows another worker
 * is taking at this instant are skipped, not waited for.
 */
export async function claimDueRefunds(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`)))
    .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
    .where(inArray(refunds.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const attempts = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      amount: payments.amount,
      providerAmount: payments.providerAmount,
      fxRate: payments.fxRate,
    })
    .from(payments)
    .where(
      inArray(
        payments.id,
        claimed.map((r) => r.paymentId),
      ),
    );
  return claimed.flatMap((refund) => {
    const payment = attempts.find((p) => p.id === refund.paymentId);
    return payment ? [{ refund, payment }] : [];
  });
}
export type ClaimedRefund = Awaited<ReturnType<typeof claimDueRefunds>>[number];

/**
 * What the provider said of a refund: taken (`refunded`, with its id), or owed by hand (`owed`,
 * with why). True whoever holds the claim now (a repeat under the same idempotency key gets the
 * same answer), so only a refund still pending is marked.
 */
export async function markSettled(
  db: Db,
  id: number,
  outcome: { status: 'refunded'; refundId: string } | { status: 'owed'; reason: string },
) {
  await db
    .update(refunds)
    .set(
      outcome.status === 'refunded'
        ? { status: 'refunded', providerRefundId: outcome.refundId, lastError: null }
        : { status: 'owed', lastError: outcome.reason },
    )
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/**
 * Records a refund that did not go through: due again after `retryMs`, or `failed` for good
 * (`retryMs` null). Only while the claim is still this worker's (no one took the row since).
 */
export async function markRefundAttemptFailed(
  db: Db,
  claimed: RefundQueueRow,
  error: string,
  retryMs: number | null,
) {
  await db
    .update(refunds)
    .set(
      retryMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: inMs(retryMs) },
    )
    .where(
      and(eq(refunds.id, claimed.id), eq(refunds.status, 'pending'), eq(refunds.attempts, claimed.attempts)),
    );
}

/** Milliseconds until the next pending refund is due (0 if one is due now); null when none is pending. */
export async function msUntilNextRefund(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from ${min(refunds.nextAttemptAt)} - now()) * 1000` })
    .from(refunds)
    .where(eq(refunds.status, 'pending'));
  const ms = row?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(Number(ms)));
}
