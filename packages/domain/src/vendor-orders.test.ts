import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './statuses.ts';
import {
  orderStatusFromParts,
  VENDOR_ORDER_MESSAGES,
  vendorOrderStatusInputSchema,
  vendorOrdersQuerySchema,
} from './vendor-orders.ts';

describe('the whole order’s status from its parts', () => {
  const cases: [OrderStatus[], OrderStatus][] = [
    [['pending'], 'pending'],
    [['pending', 'pending'], 'pending'],
    [['pending', 'processing'], 'processing'],
    [['processing', 'shipped'], 'processing'],
    [['processing', 'delivered'], 'processing'],
    [['shipped', 'shipped'], 'shipped'],
    [['shipped', 'delivered'], 'shipped'],
    [['delivered', 'delivered'], 'delivered'],
    // Cancelled parts do not hold the rest back.
    [['shipped', 'cancelled'], 'shipped'],
    [['delivered', 'cancelled'], 'delivered'],
    [['pending', 'cancelled'], 'pending'],
    [['processing', 'cancelled'], 'processing'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled'], 'cancelled'],
    [[], 'pending'],
  ];
  it.each(cases)('%j → %s', (parts, expected) => {
    expect(orderStatusFromParts(parts)).toBe(expected);
  });
});

describe('the vendor order list query', () => {
  it('defaults to every order, latest first, on the first page', () => {
    expect(vendorOrdersQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 24,
      payment_status: 'all',
      order_status: 'all',
      sort: 'latest',
    });
  });

  it('reads blank choices as all, and takes each filter of spec §2', () => {
    expect(
      vendorOrdersQuerySchema.parse({
        query: '  sita ',
        payment_status: '',
        order_status: 'cancelled',
        sort: 'oldest',
      }),
    ).toMatchObject({ query: 'sita', payment_status: 'all', order_status: 'cancelled', sort: 'oldest' });
  });

  it('refuses a status, payment or sort it does not know', () => {
    for (const bad of [{ order_status: 'completed' }, { payment_status: 'failed' }, { sort: 'newest' }]) {
      expect(vendorOrdersQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the status control', () => {
  it('takes the four statuses a vendor may ask for, and explains anything else', () => {
    for (const status of ['processing', 'shipped', 'delivered', 'cancelled']) {
      expect(vendorOrderStatusInputSchema.parse({ order_status: status })).toEqual({ order_status: status });
    }
    const refused = vendorOrderStatusInputSchema.safeParse({ order_status: 'pending' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose processing, shipped, delivered or cancelled.');
  });

  it('says in words why a move is refused', () => {
    const said = (from: OrderStatus, to: OrderStatus) => VENDOR_ORDER_MESSAGES.illegalMove(from, to);
    expect(said('pending', 'shipped')).toBe(
      'A pending order cannot become shipped: mark it processing first.',
    );
    expect(said('processing', 'delivered')).toBe(
      'A processing order cannot become delivered: mark it shipped first.',
    );
    expect(said('shipped', 'processing')).toBe('A shipped order cannot go back to processing.');
    expect(said('shipped', 'cancelled')).toBe('This order has shipped and can no longer be cancelled.');
    expect(said('delivered', 'cancelled')).toBe('This order is delivered; it cannot become cancelled.');
    expect(said('cancelled', 'processing')).toBe('This order is cancelled; it cannot become processing.');
    expect(said('delivered', 'delivered')).toBe('This order is already delivered.');
  });
});
