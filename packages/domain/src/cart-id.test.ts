import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCartId, isCartId } from './cart-id.ts';

describe('cart id', () => {
  it('is 30 characters of A–L and digits, whatever the random source gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.9999999, noNaN: true }), { minLength: 30, maxLength: 30 }),
        (values) => {
          let i = 0;
          const id = generateCartId(() => values[i++] ?? 0);
          expect(id).toMatch(/^[A-L0-9]{30}$/);
          expect(isCartId(id)).toBe(true);
        },
      ),
    );
  });

  it('rejects anything else', () => {
    expect(isCartId('ABCDEFGHIJKL0123456789ABCDEFG')).toBe(false);
    expect(isCartId('ABCDEFGHIJKLM123456789ABCDEFGH')).toBe(false);
  });
});
