import { type VendorCouponsQuery, vendorCouponsQuerySchema } from '@pasal/domain';

/** Rows per page of Coupon Management. */
export const COUPONS_PAGE_SIZE = 10;

/** The list's filters, sort and page as they live in the address (everything but the page size). */
export const COUPON_FILTER_SHAPE = vendorCouponsQuerySchema.omit({ page_size: true }).shape;
export type CouponFilters = Omit<VendorCouponsQuery, 'page_size'>;
