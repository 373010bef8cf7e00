import { describe, expect, it } from 'vitest';
import { codCollectable, codRounding, codRoundingOfLines } from './cash-on-delivery.ts';

describe('cash on delivery rounding', () => {
  it('collects whole rupees, rounded down in the shopper’s favour', () => {
    expect(codCollectable(1_499_50)).toBe(1_499_00);
    expect(codCollectable(1_499_99)).toBe(1_499_00);
    expect(codCollectable(1_500_00)).toBe(1_500_00);
    expect(codCollectable(0)).toBe(0);
  });

  it('the order rounds by the sum of its parts’ paisa, so its total is what the couriers collect', () => {
    const parts = [1_499_60, 250_70, 100_00];
    expect(codRounding(parts)).toBe(60 + 70);
    const total = parts.reduce((a, b) => a + b, 0);
    expect(total - codRounding(parts)).toBe(parts.map(codCollectable).reduce((a, b) => a + b, 0));
  });

  it('groups an order’s lines by shop before rounding each part', () => {
    const lines = [
      { vendorId: 1, total: 100_60 },
      { vendorId: 1, total: 50_50 },
      { vendorId: 2, total: 20_30 },
    ];
    // Shop 1's part is Rs. 151.10 (10 paisa dropped), shop 2's Rs. 20.30 (30 paisa).
    expect(codRoundingOfLines(lines)).toBe(40);
  });
});
