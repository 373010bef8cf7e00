import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifyOnCommit } from '../../db/notify.ts';
import { outboxMail } from '../../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The database's now() plus `ms`: every process reads one clock. */
export const inMs = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

export type OutboxRow = typeof outboxMail.$inferSelect;

/** Where the mail senders of every process hear that mail was written. */
export const MAIL_CHANNEL = 'outbox_mail';

/**
 * Writes mail to the outbox with `db`: pass the transaction of the change the mail tells of, so
 * the mail exists exactly when the change does. The senders deliver it once that commits.
 */
export async function enqueueMail(db: Db, mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(outboxMail)
    .values(mails.map(({ to, subject, text, html }) => ({ to, subject, text, html })));
  await notifyOnCommit(db, MAIL_CHANNEL);
}

/**
 * Takes up to `limit` due mails for one sender: each counts an attempt and is not due again
 * until `leaseMs` from now, so no other sender takes it meanwhile; a sender that dies holding
 * it leaves it to be taken again then. Rows another sender is taking at this instant are
 * skipped, not waited for.
 */
export async function claimDueMail(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  const due = db
    .select({ id: outboxMail.id })
    .from(outboxMail)
    .where(and(eq(outboxMail.status, 'pending'), lte(outboxMail.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMail.nextAttemptAt), asc(outboxMail.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMail)
    .set({
      attempts: sql`${outboxMail.attempts} + 1`,
      nextAttemptAt: inMs(leaseMs),
    })
    .where(inArray(outboxMail.id, due))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outboxMail)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(outboxMail.id, id), eq(outboxMail.status, 'pending')));
}

/**
 * Records a failed delivery of a claimed row: due again after `retryMs`, or failed for good
 * (`retryMs` null). Only while the claim is still this sender's (no one took the row since).
 */
export async function markAttemptFailed(db: Db, claimed: OutboxRow, error: string, retryMs: number | null) {
  await db
    .update(outboxMail)
    .set(
      retryMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: inMs(retryMs) },
    )
    .where(
      and(
        eq(outboxMail.id, claimed.id),
        eq(outboxMail.status, 'pending'),
        eq(outboxMail.attempts, claimed.attempts),
      ),
    );
}

/** Milliseconds until the next pending mail is due (0 if one is due now); null when none is pending. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from ${min(outboxMail.nextAttemptAt)} - now()) * 1000` })
    .from(outboxMail)
    .where(eq(outboxMail.status, 'pending'));
  const ms = row?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(Number(ms)));
}
