import { describe, expect, it } from 'vitest';
import { everyVendorHasCoupon, orderHasCoupon } from './orders.ts';

type Line = { vendorId: number; codes: string[] };
const orderOf = (lines: Line[]) => ({
  orderitem: lines.map(({ vendorId, codes }) => ({
    vendor: { id: vendorId },
    coupon: codes.map((code) => ({ code, discount: 10 })),
  })),
});
// Only the fields the two functions read; the cast keeps the fixtures short.
const as = (lines: Line[]) => orderOf(lines) as unknown as Parameters<typeof everyVendorHasCoupon>[0];

describe('coupons of an order', () => {
  it('flags an order with any coupon (spec §4)', () => {
    expect(orderHasCoupon(as([{ vendorId: 1, codes: [] }]))).toBe(false);
    expect(
      orderHasCoupon(
        as([
          { vendorId: 1, codes: [] },
          { vendorId: 2, codes: ['B-10'] },
        ]),
      ),
    ).toBe(true);
  });

  it('is complete only when every shop of the order has its coupon', () => {
    expect(everyVendorHasCoupon(as([{ vendorId: 1, codes: [] }]))).toBe(false);
    expect(
      everyVendorHasCoupon(
        as([
          { vendorId: 1, codes: ['A-10'] },
          { vendorId: 2, codes: [] },
        ]),
      ),
    ).toBe(false);
    // A shop's coupon covers all its lines, so a second line of the same shop does not wait for one.
    expect(
      everyVendorHasCoupon(
        as([
          { vendorId: 1, codes: ['A-10'] },
          { vendorId: 1, codes: [] },
          { vendorId: 2, codes: ['B-10'] },
        ]),
      ),
    ).toBe(true);
  });
});
