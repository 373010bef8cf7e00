import { couponResultSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { checkoutKey } from './get-checkout.ts';

export type ApplyCouponInput = { oid: string; code: string };

/** `POST v1/coupon/` form (spec §7): answers `{status, message}` rather than an HTTP error. */
export async function applyCoupon({ oid, code }: ApplyCouponInput) {
  const form = new FormData();
  form.append('order_oid', oid);
  form.append('coupon_code', code);
  const { data } = await api.post<unknown>('v1/coupon/', form);
  return couponResultSchema.parse(data);
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    // The totals change with a coupon; the server repriced the order.
    onSuccess: (result, { oid }) => {
      if (result.status === 'success') return queryClient.invalidateQueries({ queryKey: checkoutKey(oid) });
    },
  });
}
