/**
 * Totals of long lists, kept in process memory for a short while (ARCHITECTURE.md: safe to lose,
 * never needed by another instance). Counting 100K matching rows costs far more than the page
 * itself, and a total of thousands that is a few seconds old misleads no one; a short list's total
 * is cheap and its staleness would show ("3 results" above 4 cards), so totals below `minTotal`
 * are counted afresh every time.
 */
export interface TotalCacheOptions {
  /** How long a total is reused. */
  ttlMs: number;
  /** Totals below this are never kept. */
  minTotal: number;
  /** Bound on the number of filters remembered; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

export type TotalCache = (key: string, count: () => PromiseLike<number>) => Promise<number>;

export function createTotalCache({
  ttlMs,
  minTotal,
  maxEntries,
  now = Date.now,
}: TotalCacheOptions): TotalCache {
  // The promise is kept while the count runs, so concurrent requests for one filter count once.
  const entries = new Map<string, { expires: number; total: Promise<number> }>();

  return (key, count) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.total;
    entries.delete(key);
    const total = Promise.resolve(count());
    const entry = { expires: now() + ttlMs, total };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    total.then((n) => n < minTotal && forget(), forget);
    return total;
  };
}
