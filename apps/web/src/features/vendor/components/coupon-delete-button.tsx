import { COUPON_MANAGEMENT_MESSAGES as MESSAGES, PRODUCT_MESSAGES, type VendorCoupon } from '@pasal/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeleteCoupon } from '../api/coupon-list.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';

/** Delete with spec §8's confirmation and its two outcomes. */
export function CouponDeleteButton({ coupon }: { coupon: VendorCoupon }) {
  const vendorId = useVendorId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCoupon();

  async function confirm() {
    try {
      await remove.mutateAsync({ vendorId, couponId: coupon.id });
      toast.success(MESSAGES.deleted);
    } catch {
      toast.error(MESSAGES.deleteFailed);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-danger-600 hover:bg-danger-50 hover:text-danger-600"
        title="Delete coupon"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only">Delete {coupon.code}</span>
      </Button>
      <Modal
        open={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        size="sm"
        title={MESSAGES.deleteConfirm}
        description={`“${coupon.code}” stops applying at once. Orders that used it keep it.`}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {PRODUCT_MESSAGES.deleteYes}
            </Button>
          </>
        }
      />
    </>
  );
}
