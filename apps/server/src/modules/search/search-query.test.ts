import { describe, expect, it } from 'vitest';
import { heldToWeights } from './search-query.ts';

describe('heldToWeights', () => {
  it('holds every operand of a tsquery text to the weights, keeping prefixes', () => {
    expect(heldToWeights(`'laptop':*`, 'AB')).toBe(`'laptop':*AB`);
    expect(heldToWeights(`'game':* & 'laptop':* | 'rog':* & 'laptop'`, 'AB')).toBe(
      `'game':*AB & 'laptop':*AB | 'rog':*AB & 'laptop':AB`,
    );
  });

  it('keeps the weights an operand already has that it shares, and reads quoted quotes', () => {
    expect(heldToWeights(`'samsung':*AC`, 'AB')).toBe(`'samsung':*A`);
    expect(heldToWeights(`'o''neil':* & ( 'x' | 'y':B )`, 'B')).toBe(`'o''neil':*B & ( 'x':B | 'y':B )`);
  });
});
