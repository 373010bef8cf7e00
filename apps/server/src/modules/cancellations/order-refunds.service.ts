import {
  customerRefundStatus,
  type OrderRefund,
  type PaymentMethod,
  paisaToDecimal,
  REFUND_CAUSE_LABELS,
} from '@pasal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds, vendors } from '../../db/schema/index.ts';

/** The refunds of an order, oldest first, with the method they go back to and the shop's name. */
export async function loadOrderRefunds(db: Db, orderId: number) {
  return db
    .select({
      refund: refunds,
      provider: payments.provider,
      vendor: { id: vendors.id, name: vendors.name },
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(vendors, eq(vendors.id, refunds.vendorId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
export type OrderRefundRow = Awaited<ReturnType<typeof loadOrderRefunds>>[number];

/** A refund as the customer sees it: a failed one is money still owed to them. */
export function serializeRefund({ refund, provider, vendor }: OrderRefundRow): OrderRefund {
  return {
    id: refund.id,
    amount: paisaToDecimal(refund.amount),
    status: customerRefundStatus(refund.status),
    reason: refund.reason,
    reason_text: REFUND_CAUSE_LABELS[refund.reason],
    // Payment attempts are started by an online method's adapter, which names itself.
    payment_method: provider as PaymentMethod,
    vendor: vendor && { id: vendor.id, name: vendor.name },
    date: (refund.status === 'pending' ? refund.createdAt : refund.updatedAt).toISOString(),
  };
}
