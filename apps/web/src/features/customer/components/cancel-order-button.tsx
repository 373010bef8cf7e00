import { CANCEL_MESSAGES } from '@pasal/domain';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCustomerId } from '../hooks/use-customer-id.ts';

type CancelOrderButtonProps = {
  oid: string;
  /** One shop's part; without it, the whole order. */
  vendor?: { id: number; name: string };
  /** Whether anything was paid online (then the confirmation says it will be refunded). */
  paid: boolean;
};

/**
 * PRODUCT.md "A customer may cancel what has not shipped": the whole order, or one shop's part,
 * after a confirmation; the server's answer (CANCEL_MESSAGES) is the toast.
 */
export function CancelOrderButton({ oid, vendor, paid }: CancelOrderButtonProps) {
  const userId = useCustomerId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();

  async function confirm() {
    try {
      const result = await cancel.mutateAsync({ userId, oid, vendorId: vendor?.id });
      toast.success(result.message);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0 ? error.detail : 'Could not cancel. Please try again.',
      );
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size={vendor ? 'sm' : 'md'}
        className="text-danger-600"
        onClick={() => setConfirming(true)}
      >
        <XCircle className="size-4" aria-hidden="true" />
        {vendor ? (
          <>
            Cancel this shop's part<span className="sr-only"> ({vendor.name})</span>
          </>
        ) : (
          'Cancel order'
        )}
      </Button>
      <Modal
        open={confirming}
        onClose={() => !cancel.isPending && setConfirming(false)}
        size="sm"
        title={vendor ? CANCEL_MESSAGES.confirmPart : CANCEL_MESSAGES.confirmOrder}
        description={
          <>
            {vendor && <>Items sold by {vendor.name}. </>}
            {paid && CANCEL_MESSAGES.refundNote}
          </>
        }
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
              data-autofocus
            >
              {CANCEL_MESSAGES.confirmNo}
            </Button>
            <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
              {CANCEL_MESSAGES.confirmYes}
            </Button>
          </>
        }
      />
    </>
  );
}
