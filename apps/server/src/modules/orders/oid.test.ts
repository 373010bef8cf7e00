import { ORDER_NUMBER_ALPHABET } from '@pasal/domain';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/random-token.ts';
import { newOrderOid } from './oid.ts';

describe('order ids', () => {
  it('use only characters a person cannot mistake, at more entropy than the old ids', () => {
    const oids = Array.from({ length: 200 }, newOrderOid);
    for (const oid of oids) expect(oid).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{20}$/);
    expect(new Set(oids).size).toBe(oids.length);
    const bits = (symbols: number, length: number) => length * Math.log2(symbols);
    expect(bits(ORDER_NUMBER_ALPHABET.length, 20)).toBeGreaterThanOrEqual(bits(36, 16));
  });

  it('other tokens keep their lowercase letters and digits', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomToken(16)).join(''));
    expect([...seen].every((c) => /[a-z0-9]/.test(c))).toBe(true);
    expect(['0', '1', 'l', 'o', 'i'].some((c) => seen.has(c))).toBe(true);
  });
});
