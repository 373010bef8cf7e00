import {
  type CouponForm,
  couponSavedSchema,
  messageSchema,
  vendorCouponListSchema,
  vendorCouponStatsSchema,
} from '@pasal/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { COUPONS_PAGE_SIZE, type CouponFilters } from '../lib/coupon-filters.ts';

export const couponKey = ['vendor-coupons'] as const;

/** `GET vendor-coupon-stats/{vendor_id}/` (spec §7): one element, `{total_coupons, active_coupons}`. */
export async function getCouponStats(vendorId: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`vendor-coupon-stats/${vendorId}/`, { signal });
  const [stats] = vendorCouponStatsSchema.parse(data);
  return stats ?? { total_coupons: 0, active_coupons: 0 };
}

export function useCouponStats(vendorId: number) {
  return useQuery({
    queryKey: [...couponKey, 'stats', vendorId],
    queryFn: ({ signal }) => getCouponStats(vendorId, signal),
    enabled: vendorId > 0,
  });
}

/** `GET vendor-coupon-list/{vendor_id}/` (spec §7): one page, filtered and sorted on the server. */
export async function getCoupons(vendorId: number, filters: CouponFilters, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>(`vendor-coupon-list/${vendorId}/`, {
    query: { ...filters, page_size: COUPONS_PAGE_SIZE },
    signal,
  });
  const items = vendorCouponListSchema.parse(data);
  return { items, total: total ?? items.length };
}

/** The last page stays on screen (dimmed) while another filter's page loads. */
export function useCoupons(vendorId: number, filters: CouponFilters) {
  return useQuery({
    queryKey: [...couponKey, 'list', vendorId, filters],
    queryFn: ({ signal }) => getCoupons(vendorId, filters, signal),
    enabled: vendorId > 0,
    placeholderData: keepPreviousData,
  });
}

const refreshCoupons = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: couponKey });

export type SaveCouponInput = { vendorId: number; couponId?: number; form: CouponForm };

/**
 * Add (`POST vendor-coupon-list/{vendor_id}/`) or edit (`PATCH vendor-coupon-detail/{vendor_id}/
 * {coupon_id}/`); spec §7 sends the fields as text, `active` as "true" or "false".
 */
export async function saveCoupon({ vendorId, couponId, form }: SaveCouponInput) {
  const body = {
    vendor_id: String(vendorId),
    code: form.code,
    discount: String(form.discount),
    active: String(form.active),
  };
  const { data } =
    couponId === undefined
      ? await api.post<unknown>(`vendor-coupon-list/${vendorId}/`, body)
      : await api.patch<unknown>(`vendor-coupon-detail/${vendorId}/${couponId}/`, body);
  return couponSavedSchema.parse(data);
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCoupon, onSettled: () => refreshCoupons(queryClient) });
}

/** `DELETE vendor-coupon-detail/{vendor_id}/{coupon_id}/` (spec §7): it stops applying at once. */
export async function deleteCoupon({ vendorId, couponId }: { vendorId: number; couponId: number }) {
  const { data } = await api.delete<unknown>(`vendor-coupon-detail/${vendorId}/${couponId}/`);
  return messageSchema.parse(data);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSettled: () => refreshCoupons(queryClient) });
}
