import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of the statement's plan as it ran (EXPLAIN ANALYZE), flattened. */
export async function explainAnalyze(db: Db, statement: { getSQL(): SQL }): Promise<PlanNode[]> {
  const result = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const [root] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  if (root) walk(root.Plan);
  return nodes;
}
