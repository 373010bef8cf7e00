/** The rows of one page. */
export type PageWindow = { limit: number; offset: number };

/**
 * A page of rows and the total of the same filter, run side by side: two queries whatever the
 * page holds. `counted` is a `select({ n: count() })` over the same joins and where.
 */
export async function pageWithTotal<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.n ?? 0 };
}
