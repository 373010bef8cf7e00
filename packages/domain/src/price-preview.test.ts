import { describe, expect, it } from 'vitest';
import {
  countCartItems,
  formatPercent,
  type PricingRates,
  previewLine,
  taxRateBpOf,
} from './price-preview.ts';
import { priceLine } from './pricing.ts';

const RATES: PricingRates = {
  service_fee_percent: 10,
  tax_rates: [
    { country: 'Nepal', rate: 13 },
    { country: 'India', rate: 18 },
  ],
};

describe('taxRateBpOf', () => {
  it("finds the destination's stated rate however it is spelled, 0 where none is stated", () => {
    expect(taxRateBpOf(RATES, 'Nepal')).toBe(1300);
    expect(taxRateBpOf(RATES, ' nepal ')).toBe(1300);
    expect(taxRateBpOf(RATES, 'NP')).toBe(1300);
    expect(taxRateBpOf(RATES, 'India')).toBe(1800);
    expect(taxRateBpOf(RATES, 'Bhutan')).toBe(0);
    expect(taxRateBpOf(RATES, 'Atlantis')).toBe(0);
  });
});

describe('previewLine', () => {
  it('prices price × qty, delivery × qty, 13% VAT and the stated service fee as the server does', () => {
    const line = previewLine(RATES, {
      unitPrice: '1000.00',
      shippingAmount: '150.00',
      qty: 2,
      country: 'Nepal',
    });
    expect(line).toEqual({
      price: 1000_00,
      subTotal: 2000_00,
      shipping: 300_00,
      tax: 260_00,
      serviceFee: 200_00,
      saved: 0,
      total: 2760_00,
    });
    expect(line).toEqual(
      priceLine({
        unitPrice: 1000_00,
        qty: 2,
        shippingAmount: 150_00,
        taxRateBp: 1300,
        serviceFeePercent: 10,
      }),
    );
  });

  it('follows the rates the server states, and takes JSON numbers as well as decimal strings', () => {
    const rates = { service_fee_percent: 2.5, tax_rates: [{ country: 'Nepal', rate: 13 }] };
    const line = previewLine(rates, { unitPrice: 999.99, shippingAmount: 0, qty: 3, country: 'Nepal' });
    expect(line.subTotal).toBe(2999_97);
    expect(line.serviceFee).toBe(75_00);
    expect(line.tax).toBe(390_00);
    expect(line.total).toBe(2999_97 + 390_00 + 75_00);
  });
});

describe('countCartItems', () => {
  it('counts units, not lines: 2 of one product and 1 of another are 3 items', () => {
    expect(countCartItems([{ qty: 2 }, { qty: 1 }])).toBe(3);
    expect(countCartItems([])).toBe(0);
  });
});

describe('formatPercent', () => {
  it('reads as people write rates', () => {
    expect(formatPercent(13)).toBe('13%');
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(10)).toBe('10%');
  });
});
