import { describe, expect, it, vi } from 'vitest';
import { retryDelayMs, startWorkerLoop } from './worker-loop.ts';

const soon = { timeout: 1_000, interval: 5 };
const errors: string[] = [];
const log = { error: (_details: object, message: string) => errors.push(message) };
const HOUR = 3_600_000;

describe('retryDelayMs', () => {
  it('doubles from the base with each retry and never passes the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000, HOUR))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(8, 30_000, HOUR)).toBe(HOUR);
    expect(retryDelayMs(60, 30_000, HOUR)).toBe(HOUR);
  });
});

describe('startWorkerLoop', () => {
  it('rests as a pass says, and a wake ends the rest at once', async () => {
    let passes = 0;
    const loop = startWorkerLoop({
      name: 'test',
      log,
      restAfterErrorMs: HOUR,
      pass: async () => ++passes && HOUR,
    });
    await loop.started;
    expect(passes).toBe(1);
    loop.wake();
    await vi.waitFor(() => expect(passes).toBe(2), soon);
    await loop.stop();
    expect(passes).toBe(2);
  });

  it('follows a pass woken during it with another at once; stop waits for the pass under way', async () => {
    let passes = 0;
    const releases: (() => void)[] = [];
    const loop = startWorkerLoop({
      name: 'test',
      log,
      restAfterErrorMs: HOUR,
      pass: async () => {
        passes++;
        if (passes !== 2) await new Promise<void>((resolve) => releases.push(resolve));
        return HOUR;
      },
    });
    loop.wake();
    releases.shift()?.();
    // Pass 2 came at once despite the hour's rest; pass 3 is woken and held.
    await vi.waitFor(() => expect(passes).toBe(2), soon);
    loop.wake();
    await vi.waitFor(() => expect(passes).toBe(3), soon);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    releases.shift()?.();
    await stopping;
    expect(passes).toBe(3);
  });

  it('logs a pass that throws and tries again after the error rest', async () => {
    errors.length = 0;
    let passes = 0;
    const loop = startWorkerLoop({
      name: 'test',
      log,
      restAfterErrorMs: 20,
      pass: async () => {
        passes++;
        if (passes === 1) throw new Error('database away');
        return HOUR;
      },
    });
    await vi.waitFor(() => expect(passes).toBe(2), soon);
    await loop.stop();
    expect(errors).toEqual(['test: pass failed']);
  });
});
