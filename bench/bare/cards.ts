/**
 * A page of search's product cards and its total, as Pasal's pageOfCards gets them: the page's
 * cards (sizes and colours inside) and the count, bounded, side by side.
 */
import { type Condition, cardsSql, countSql } from './catalogue-sql.ts';
import type { Fragment, Queries } from './database.ts';
import { card } from './serialize.ts';

export interface CardPage {
  cards: ReturnType<typeof card>[];
  total: number;
  /** There are more than `total`. */
  more: boolean;
}

/** How many products `where` picks, counted no further than `upTo` + 1. */
export async function boundedCount(db: Queries, where: Condition, upTo: number) {
  const [counted] = await db.rows<{ count: string }>(countSql(where, upTo));
  const n = Number(counted?.count ?? 0);
  return { total: Math.min(n, upTo), more: n > upTo };
}

export async function pageOfCards(
  db: Queries,
  origin: string,
  where: Condition,
  pageIds: Fragment,
  orderBy: Fragment,
  upTo: number,
): Promise<CardPage> {
  const [rows, counted] = await Promise.all([
    db.arrays(cardsSql(pageIds, orderBy)),
    boundedCount(db, where, upTo),
  ]);
  return { cards: rows.map((row) => card(origin, row)), ...counted };
}
