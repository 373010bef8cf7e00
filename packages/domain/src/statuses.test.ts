import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  canTransitionPayment,
  nextOrderStatuses,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from './statuses.ts';

describe('order status transitions', () => {
  it('move forward one step at a time and never back', () => {
    expect(canTransitionOrder('pending', 'processing')).toBe(true);
    expect(canTransitionOrder('processing', 'shipped')).toBe(true);
    expect(canTransitionOrder('shipped', 'delivered')).toBe(true);
    expect(canTransitionOrder('pending', 'delivered')).toBe(false);
    expect(canTransitionOrder('delivered', 'shipped')).toBe(false);
    expect(canTransitionOrder('shipped', 'pending')).toBe(false);
  });

  it('allow cancelling only before the courier has the parcel', () => {
    expect(canTransitionOrder('pending', 'cancelled')).toBe(true);
    expect(canTransitionOrder('processing', 'cancelled')).toBe(true);
    expect(canTransitionOrder('shipped', 'cancelled')).toBe(false);
    expect(canTransitionOrder('delivered', 'cancelled')).toBe(false);
  });

  it('leave delivered and cancelled orders final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransitionOrder('delivered', to)).toBe(false);
      expect(canTransitionOrder('cancelled', to)).toBe(false);
    }
    expect(nextOrderStatuses('processing')).toEqual(['shipped', 'cancelled']);
  });
});

describe('payment status transitions', () => {
  it('let a failed attempt be followed by a paid one, and keep paid final', () => {
    expect(canTransitionPayment('pending', 'paid')).toBe(true);
    expect(canTransitionPayment('failed', 'paid')).toBe(true);
    for (const to of PAYMENT_STATUSES) expect(canTransitionPayment('paid', to)).toBe(false);
  });

  it('keep a cancelled attempt cancelled, unless the provider captured its money after all', () => {
    expect(canTransitionPayment('cancelled', 'paid')).toBe(true);
    expect(canTransitionPayment('cancelled', 'pending')).toBe(false);
    expect(canTransitionPayment('cancelled', 'failed')).toBe(false);
  });
});
