/** One page of a bounded list: its rows, the `X-Total-Count` the server sent, and its number. */
export type ListPage<T> = { items: T[]; total: number | null; page: number };

/**
 * For TanStack's `getNextPageParam`: the page after `last`, or undefined when the list is
 * exhausted (a short page, or as many rows loaded as the server counts).
 */
export function nextPageAfter(pageSize: number) {
  return <T>(last: ListPage<T>, pages: ListPage<T>[]): number | undefined => {
    const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
    if (last.items.length < pageSize) return undefined;
    if (last.total !== null && loaded >= last.total) return undefined;
    return last.page + 1;
  };
}

/** Rows can shift between page requests when new ones are added; show each row once. */
export function uniqueRows<T extends { id: number }>(pages: ListPage<T>[]): T[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((row) => !seen.has(row.id) && seen.add(row.id));
}
