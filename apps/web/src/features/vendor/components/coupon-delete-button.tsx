import { COUPON_MANAGEMENT_MESSAGES, PRODUCT_MESSAGES, type VendorCoupon } from '@pasal/domain';
import { useDeleteCoupon } from '../api/coupon-list.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';

const MESSAGES = {
  confirm: COUPON_MANAGEMENT_MESSAGES.deleteConfirm,
  // Spec §8 gives the coupon's question but not its yes: the product's ('Yes, delete it!') serves.
  yes: PRODUCT_MESSAGES.deleteYes,
  deleted: COUPON_MANAGEMENT_MESSAGES.deleted,
  failed: COUPON_MANAGEMENT_MESSAGES.deleteFailed,
};

/** Delete with spec §8's confirmation and its two outcomes. */
export function CouponDeleteButton({ coupon }: { coupon: VendorCoupon }) {
  const vendorId = useVendorId();
  const remove = useDeleteCoupon();
  return (
    <ConfirmDeleteButton
      label="Delete coupon"
      name={coupon.code}
      messages={MESSAGES}
      description={`“${coupon.code}” stops applying at once. Orders that used it keep it.`}
      onDelete={() => remove.mutateAsync({ vendorId, couponId: coupon.id })}
      pending={remove.isPending}
    />
  );
}
