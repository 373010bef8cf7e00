import { describe, expect, it } from 'vitest';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET, parseOrderNumber } from './order-number.ts';
import { orderOidSchema, typedOrderNumberSchema } from './orders.ts';

describe('order numbers', () => {
  it('reads upper-case in groups of four', () => {
    expect(formatOrderNumber('q7m2x9kp4tza')).toBe('Q7M2-X9KP-4TZA');
    expect(formatOrderNumber('q7m2x9kp4tzab2c3d4e5')).toBe('Q7M2-X9KP-4TZA-B2C3-D4E5');
    // An old 16-character id with look-alikes reads the same way.
    expect(formatOrderNumber('ab0l1cdefghijklm')).toBe('AB0L-1CDE-FGHI-JKLM');
  });

  it('takes back what a person typed: separators and spaces dropped, lowercase', () => {
    expect(parseOrderNumber('Q7M2-X9KP-4TZA')).toBe('q7m2x9kp4tza');
    expect(parseOrderNumber(' q7m2 x9kp 4tza ')).toBe('q7m2x9kp4tza');
    expect(parseOrderNumber(formatOrderNumber('ab0l1cdefghijklm'))).toBe('ab0l1cdefghijklm');
  });

  it('a typed order number may be the grouped form; an id in a URL must be the raw one', () => {
    expect(typedOrderNumberSchema.parse('Q7M2-X9KP-4TZA')).toBe('q7m2x9kp4tza');
    expect(typedOrderNumberSchema.parse('ab0l1cdefghijklm')).toBe('ab0l1cdefghijklm');
    expect(typedOrderNumberSchema.safeParse('Q7M2/X9KP').success).toBe(false);
    expect(orderOidSchema.safeParse('Q7M2-X9KP-4TZA').success).toBe(false);
  });

  it('has no look-alike characters', () => {
    for (const c of '01oil') expect(ORDER_NUMBER_ALPHABET).not.toContain(c);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });
});
