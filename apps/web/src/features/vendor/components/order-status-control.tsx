import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  VENDOR_ORDER_MESSAGES,
  type VendorOrderDetail,
} from '@pasal/domain';
import { CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';

type Target = Exclude<OrderStatus, 'pending'>;

const MOVE_LABELS: Record<Target, string> = {
  processing: 'Mark as Processing',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel your part',
};

/** The server's reason (an illegal move, a courier that is down) or, without one, the generic failure. */
function reasonOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.detail
    ? error.detail
    : VENDOR_ORDER_MESSAGES.updateFailed;
}

/**
 * PRODUCT.md "order status workflow": one button per move the transition table allows now (the
 * server's `next_statuses`). Shipping books the courier; a refusal or an outage is shown with the
 * server's words and the button stays for a retry. Cancelling asks first. While a request runs
 * every button is disabled, and a second click in the same instant is ignored, so nothing is sent
 * twice.
 */
export function OrderStatusControl({ order }: { order: VendorOrderDetail }) {
  const vendorId = useVendorId();
  const update = useUpdateOrderStatus();
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const moves = order.next_statuses.filter((status): status is Target => status !== 'pending');

  async function move(to: Target) {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    try {
      const result = await update.mutateAsync({ vendorId, oid: order.oid, order_status: to });
      toast.success(result.message);
    } catch (error) {
      const reason = reasonOf(error);
      setProblem(reason);
      toast.error(reason);
    } finally {
      sending.current = false;
      setConfirmingCancel(false);
    }
  }

  if (moves.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        This part is {ORDER_STATUS_LABELS[order.order_status].toLowerCase()}: nothing more to do.
      </p>
    );
  }
  const forward = moves.filter((status) => status !== 'cancelled');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <Button
            key={status}
            onClick={() => move(status)}
            loading={update.isPending && update.variables?.order_status === status}
            disabled={update.isPending}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
        {moves.includes('cancelled') && (
          <Button
            variant="secondary"
            onClick={() => setConfirmingCancel(true)}
            disabled={update.isPending}
            className="text-danger-600"
          >
            {MOVE_LABELS.cancelled}
          </Button>
        )}
      </div>
      {problem && (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-danger-600/30 bg-danger-50 p-3 text-sm text-ink"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden="true" />
          {problem}
        </p>
      )}
      <Modal
        open={confirmingCancel}
        onClose={() => !update.isPending && setConfirmingCancel(false)}
        size="sm"
        title="Cancel your part of this order?"
        description="Your items in it are cancelled and go back into stock, and the customer is refunded anything paid for them."
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirmingCancel(false)}
              disabled={update.isPending}
              data-autofocus
            >
              Keep it
            </Button>
            <Button variant="danger" onClick={() => move('cancelled')} loading={update.isPending}>
              Yes, cancel
            </Button>
          </>
        }
      />
    </div>
  );
}
