import { type VendorCouponsQuery, vendorCouponsQuerySchema } from '@pasal/domain';
import { readParams } from '../hooks/earning-params.ts';

/** Rows per page of Coupon Management. */
export const COUPONS_PAGE_SIZE = 10;

/** The list's filters, sort and page as they live in the address (everything but the page size). */
export type CouponFilters = Omit<VendorCouponsQuery, 'page_size'>;

const FIELDS = ['query', 'status', 'band', 'sort', 'direction', 'page'] as const;

/** The address read by the server's own schema: its defaults (all, date descending, page 1) included. */
export function readCouponFilters(params: URLSearchParams): CouponFilters {
  return vendorCouponsQuerySchema
    .omit({ page_size: true })
    .parse(readParams(vendorCouponsQuerySchema.shape, FIELDS, params));
}
