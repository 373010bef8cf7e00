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

/**
 * Whether this run's database can be relied on to answer from an index alone (an Index Only
 * Scan, no heap fetches) once VACUUM has run. A PostgreSQL that other test files share cannot:
 * VACUUM cannot mark pages all-visible while an older transaction is open elsewhere (the
 * statement-timeout tests hold theirs for seconds), and without that the planner rightly reads
 * the rows. The embedded database is the same planner with the file to itself.
 */
export const indexOnlyReliable = !process.env.DATABASE_URL?.startsWith('postgres');
