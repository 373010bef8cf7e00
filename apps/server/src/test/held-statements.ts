import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Asks `url` while a transaction holds the products table, so the request's statement waits on
 * it, and expects the statement cancelled by its timeout: 503, well before the table is let go.
 */
export async function expectCancelledWhileProductsHeld(t: TestApp, url: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table products in access exclusive mode`);
    const started = performance.now();
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ detail: 'This took too long. Please try again in a moment.' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
}
