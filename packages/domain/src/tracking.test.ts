import { describe, expect, it } from 'vitest';
import { deliveryStatusLook, maskPhone } from './tracking.ts';

describe('delivery status look (spec §4)', () => {
  it.each([
    ['Delivered', 'success', 'check'],
    ['In Transit', 'info', 'truck'],
    ['Pickup Order Created', 'info', 'box'],
    ['Sent for Pickup', 'info', 'box'],
    ['Order Cancelled', 'danger', 'x'],
    ['Delivery Failed', 'danger', 'x'],
    ['Arrived', 'warning', 'clock'],
    ['Sent for Delivery', 'warning', 'clock'],
  ] as const)('maps %s to %s with a %s', (status, tone, icon) => {
    expect(deliveryStatusLook(status)).toEqual({ tone, icon });
  });

  it('matches case-insensitively, anywhere in the text, first rule first', () => {
    expect(deliveryStatusLook('PARCEL DELIVERED TO CUSTOMER').tone).toBe('success');
    expect(deliveryStatusLook('delivered after failed attempt').tone).toBe('success');
  });
});

describe('maskPhone', () => {
  it('keeps the first and last two digits only', () => {
    expect(maskPhone('9812345678')).toBe('98******78');
    expect(maskPhone('+977 981-2345678')).toBe('97*********78');
    expect(maskPhone('123')).toBe('***');
  });
});
