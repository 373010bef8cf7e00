/**
 * Totals of product lists reused for a while, as Pasal's lib/total-cache.ts does (so both servers
 * count as often): kept TOTAL_CACHE_MS once at least TOTAL_CACHE_MIN, one count in flight per
 * statement, the oldest forgotten first.
 */
import { TOTAL_CACHE_ENTRIES, TOTAL_CACHE_MIN, TOTAL_CACHE_MS } from './limits.ts';

const entries = new Map<string, { expires: number; total: Promise<number> }>();

export function cachedTotal(key: string, count: () => Promise<number>): Promise<number> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.total;
  entries.delete(key);
  const entry = { expires: Date.now() + TOTAL_CACHE_MS, total: count() };
  entries.set(key, entry);
  if (entries.size > TOTAL_CACHE_ENTRIES) entries.delete(entries.keys().next().value as string);
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  entry.total.then((n) => n < TOTAL_CACHE_MIN && forget(), forget);
  return entry.total;
}
