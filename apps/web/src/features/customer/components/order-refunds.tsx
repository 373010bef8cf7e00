import {
  CUSTOMER_REFUND_STATUS_LABELS,
  CUSTOMER_REFUND_STATUS_NOTES,
  type CustomerRefundStatus,
  formatNprDecimal,
  type OrderRefund,
  PAYMENT_METHOD_LABELS,
} from '@pasal/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

const tone: Record<CustomerRefundStatus, BadgeTone> = {
  pending: 'warning',
  refunded: 'success',
  owed: 'info',
};

/** The money going back on an order (issue 17): how much, why, where to, and where it stands. */
export function OrderRefunds({ refunds }: { refunds: OrderRefund[] }) {
  return (
    <ul className="divide-y divide-line" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink tabular-nums">{formatNprDecimal(refund.amount)}</span>
            <Badge tone={tone[refund.status]}>{CUSTOMER_REFUND_STATUS_LABELS[refund.status]}</Badge>
          </div>
          <p className="text-ink">{refund.reason_text}</p>
          <p className="text-ink-muted">{CUSTOMER_REFUND_STATUS_NOTES[refund.status]}</p>
          <p className="text-xs text-ink-subtle">
            {[refund.vendor?.name, PAYMENT_METHOD_LABELS[refund.payment_method], formatDate(refund.date)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
