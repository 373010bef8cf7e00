import type { RefundCause } from '@pasal/domain';
import type { Db } from '../../db/client.ts';
import { notifyOnCommit } from '../../db/notify.ts';
import { refunds } from '../../db/schema/index.ts';

/** Where the refund workers of every process hear that a refund was written. */
export const REFUND_CHANNEL = 'refunds';

export interface RefundRow {
  orderId: number;
  paymentId: number;
  /** The shop whose part is refunded; null refunds the whole payment. */
  vendorId: number | null;
  /** In paisa. */
  amount: number;
  reason: RefundCause;
}

/**
 * Writes a refund with `db`: pass the transaction that decides it (a cancel, a payment that could
 * not pay its order), so the refund exists exactly when the decision does. One per payment and
 * part (the table's unique key): writing it again changes nothing. The refund workers are woken
 * once it commits. Answers whether this call wrote it.
 */
export async function recordRefund(db: Db, row: RefundRow): Promise<boolean> {
  if (row.amount <= 0) return false;
  const written = await db.insert(refunds).values(row).onConflictDoNothing().returning({ id: refunds.id });
  if (written.length > 0) await notifyOnCommit(db, REFUND_CHANNEL);
  return written.length > 0;
}
