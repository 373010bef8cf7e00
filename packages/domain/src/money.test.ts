import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToPaisa, formatNpr, formatNprDecimal, paisaToDecimal, rupeesToPaisa } from './money.ts';

describe('money', () => {
  it('writes paisa as a two-place decimal string', () => {
    expect(paisaToDecimal(14999900)).toBe('149999.00');
    expect(paisaToDecimal(5)).toBe('0.05');
    expect(paisaToDecimal(0)).toBe('0.00');
    expect(paisaToDecimal(-150)).toBe('-1.50');
  });

  it('reads decimal strings back to the same paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paisa) => {
        expect(decimalToPaisa(paisaToDecimal(paisa))).toBe(paisa);
      }),
    );
    expect(decimalToPaisa('149999')).toBe(14999900);
    expect(decimalToPaisa('1.5')).toBe(150);
    expect(decimalToPaisa('1.234')).toBeNull();
    expect(decimalToPaisa('abc')).toBeNull();
    expect(decimalToPaisa('')).toBeNull();
  });

  it('converts rupees to whole paisa', () => {
    expect(rupeesToPaisa(149999)).toBe(14999900);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
  });

  it('formats rupees with lakh grouping', () => {
    expect(formatNpr(14999900)).toBe('Rs. 1,49,999');
    expect(formatNpr(123456789)).toBe('Rs. 12,34,567.89');
    expect(formatNpr(99900)).toBe('Rs. 999');
    expect(formatNpr(100000000)).toBe('Rs. 10,00,000');
    expect(formatNpr(150, { paisa: true })).toBe('Rs. 1.50');
    expect(formatNpr(100, { paisa: true })).toBe('Rs. 1.00');
    expect(formatNpr(-5000)).toBe('-Rs. 50');
    expect(formatNprDecimal('149999.00')).toBe('Rs. 1,49,999');
  });
});
