import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, applyBasisPoints, discountLine, priceLine, sumLines, unitPrice } from './pricing.ts';

describe('unitPrice', () => {
  it('uses the size price when the size has one, else the product price', () => {
    expect(unitPrice(100_00, null)).toBe(100_00);
    expect(unitPrice(100_00, undefined)).toBe(100_00);
    expect(unitPrice(100_00, 120_00)).toBe(120_00);
    expect(unitPrice(100_00, 0)).toBe(0);
  });
});

describe('priceLine', () => {
  it('prices a line with 13% tax, 10% service fee and a 10% coupon', () => {
    const line = priceLine({
      unitPrice: 149_999_00,
      qty: 2,
      shippingAmount: 150_00,
      taxRateBp: 1300,
      discountPercent: 10,
    });
    expect(line).toEqual({
      price: 149_999_00,
      subTotal: 299_998_00,
      shipping: 300_00,
      tax: 38_999_74,
      serviceFee: 29_999_80,
      saved: 29_999_80,
      total: 299_998_00 + 300_00 + 38_999_74,
    });
  });

  it('rounds half up to whole paisa', () => {
    expect(applyBasisPoints(50, 1000)).toBe(5);
    expect(applyBasisPoints(5, 1000)).toBe(1); // 0.5 → 1
    expect(applyBasisPoints(4, 1000)).toBe(0); // 0.4 → 0
    expect(priceLine({ unitPrice: 15, qty: 1, shippingAmount: 0, taxRateBp: 1300 }).tax).toBe(2); // 1.95
  });

  it('defaults the service fee to 10% and honours a configured percent', () => {
    const base = { unitPrice: 1000_00, qty: 1, shippingAmount: 0, taxRateBp: 0 };
    expect(priceLine(base).serviceFee).toBe(100_00);
    expect(priceLine({ ...base, serviceFeePercent: 2.5 }).serviceFee).toBe(25_00);
    expect(priceLine({ ...base, serviceFeePercent: 0 }).serviceFee).toBe(0);
  });

  it('a 100% coupon leaves shipping, tax and fee; never a negative total', () => {
    const line = priceLine({
      unitPrice: 500_00,
      qty: 3,
      shippingAmount: 10_00,
      taxRateBp: 1300,
      discountPercent: 100,
    });
    expect(line.saved).toBe(line.subTotal);
    expect(line.total).toBe(line.shipping + line.tax + line.serviceFee);
  });

  it('clamps nonsense input instead of going negative', () => {
    const line = priceLine({
      unitPrice: -5,
      qty: -2,
      shippingAmount: -1,
      taxRateBp: -1300,
      discountPercent: 400,
    });
    expect(line.total).toBe(0);
    expect(line.subTotal).toBe(0);
  });

  it('total = subTotal + shipping + tax + serviceFee − saved ≥ 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (price, qty, shipping, bp, fee, discount) => {
          const line = priceLine({
            unitPrice: price,
            qty,
            shippingAmount: shipping,
            taxRateBp: bp,
            serviceFeePercent: fee,
            discountPercent: discount,
          });
          for (const value of Object.values(line)) expect(Number.isSafeInteger(value)).toBe(true);
          expect(line.total).toBe(line.subTotal + line.shipping + line.tax + line.serviceFee - line.saved);
          expect(line.total).toBeGreaterThanOrEqual(0);
          expect(line.saved).toBeLessThanOrEqual(line.subTotal);
        },
      ),
    );
  });
});

describe('discountLine', () => {
  it('gives a line priced without a coupon the saving and total priceLine gives with it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_00 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 0, max: 150 }),
        (price, qty, shipping, discount) => {
          const input = { unitPrice: price, qty, shippingAmount: shipping, taxRateBp: 1300 };
          const withCoupon = priceLine({ ...input, discountPercent: discount });
          expect(discountLine(priceLine(input), discount)).toEqual({
            saved: withCoupon.saved,
            total: withCoupon.total,
          });
        },
      ),
    );
  });
});

describe('sumLines', () => {
  it('adds every component of the lines', () => {
    const a = priceLine({ unitPrice: 100_00, qty: 1, shippingAmount: 5_00, taxRateBp: 1300 });
    const b = priceLine({
      unitPrice: 250_00,
      qty: 2,
      shippingAmount: 0,
      taxRateBp: 1300,
      discountPercent: 20,
    });
    const totals = sumLines([a, b]);
    expect(totals.subTotal).toBe(600_00);
    expect(totals.saved).toBe(100_00);
    expect(totals.total).toBe(a.total + b.total);
    expect(sumLines([])).toEqual({ subTotal: 0, shipping: 0, tax: 0, serviceFee: 0, saved: 0, total: 0 });
  });
});

describe('allocate', () => {
  it('splits in proportion and gives leftover paisa to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(7, [])).toEqual([]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('never loses or invents a paisa (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const parts = allocate(amount, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = sum === 0 ? amount / weights.length : (amount * (weights[i] ?? 0)) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.abs(exact));
          });
        },
      ),
    );
  });
});
