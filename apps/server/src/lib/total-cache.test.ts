import { describe, expect, it } from 'vitest';
import { createTotalCache } from './total-cache.ts';

function setup(minTotal = 100) {
  let clock = 0;
  const cache = createTotalCache({ ttlMs: 30_000, minTotal, maxEntries: 2, now: () => clock });
  const counted: string[] = [];
  const count = (key: string, total: number) =>
    cache(key, async () => {
      counted.push(key);
      return total;
    });
  return { count, counted, advance: (ms: number) => (clock += ms) };
}

describe('total cache', () => {
  it('reuses a large total until it is 30 s old, then counts again', async () => {
    const { count, counted, advance } = setup();
    expect(await count('all', 100_000)).toBe(100_000);
    advance(29_999);
    expect(await count('all', 100_001)).toBe(100_000);
    advance(1);
    expect(await count('all', 100_001)).toBe(100_001);
    expect(counted).toEqual(['all', 'all']);
  });

  it('counts a total below the threshold afresh every time', async () => {
    const { count, counted } = setup();
    expect(await count('few', 99)).toBe(99);
    expect(await count('few', 100)).toBe(100);
    expect(await count('few', 101)).toBe(100);
    expect(counted).toEqual(['few', 'few']);
  });

  it('keeps totals per key, shares one count between concurrent callers, and forgets the oldest', async () => {
    const { count, counted } = setup();
    expect(await Promise.all([count('a', 500), count('a', 500), count('b', 700)])).toEqual([500, 500, 700]);
    expect(counted).toEqual(['a', 'b']);
    await count('c', 900);
    await count('b', 700);
    await count('a', 500);
    expect(counted).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a failed count', async () => {
    const cache = createTotalCache({ ttlMs: 30_000, minTotal: 0, maxEntries: 10 });
    await expect(cache('x', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache('x', async () => 5)).toBe(5);
  });
});
