import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CouponForm,
  type CouponFormInput,
  couponFormSchema,
  COUPON_MANAGEMENT_MESSAGES as MESSAGES,
  type VendorCoupon,
} from '@pasal/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveCoupon } from '../api/coupon-list.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';

const blank: CouponFormInput = { code: '', discount: '', active: true };
const valuesOf = (coupon: VendorCoupon): CouponFormInput => ({
  code: coupon.code,
  discount: String(coupon.discount),
  active: coupon.active,
});

type CouponFormModalProps = {
  open: boolean;
  /** The coupon being edited; none adds a new one. */
  coupon: VendorCoupon | null;
  onClose: () => void;
};

/**
 * Spec §2 add/edit modal: Coupon Code, Discount Percentage, Active, Close, Save Coupon. The shared
 * schema checks it first; the server's field messages (a code the shop has already) land under
 * the fields. Keyed by its caller on the coupon, so each opening starts from that coupon's values.
 */
export function CouponFormModal({ open, coupon, onClose }: CouponFormModalProps) {
  const vendorId = useVendorId();
  const formId = useId();
  const save = useSaveCoupon();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormInput, unknown, CouponForm>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: coupon ? valuesOf(coupon) : blank,
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await save.mutateAsync({ vendorId, couponId: coupon?.id, form });
      toast.success(saved.message || MESSAGES.saved);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ['code', 'discount', 'active']);
      toast.error(MESSAGES.saveFailed);
    }
  });

  return (
    <Modal
      open={open}
      onClose={() => !isSubmitting && onClose()}
      title={coupon ? 'Edit Coupon' : 'Add New Coupon'}
      description={
        coupon && coupon.used_count > 0
          ? 'This coupon is on orders already: only Active can change.'
          : 'Shoppers take this percent off your products in their order.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Save Coupon
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Coupon Code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. DASHAIN15"
          error={errors.code?.message}
          data-autofocus
          {...register('code')}
        />
        <TextField
          label="Discount Percentage"
          required
          inputMode="numeric"
          placeholder="1 to 100"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <Checkbox label="Active" {...register('active')} />
        {errors.active?.message && (
          <p className="text-sm font-medium text-danger-600">{errors.active.message}</p>
        )}
      </form>
    </Modal>
  );
}
