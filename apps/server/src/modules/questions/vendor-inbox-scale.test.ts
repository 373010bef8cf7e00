import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { productQuestions } from '../../db/schema/index.ts';
import { createCategory, createUser, createVendor } from '../../db/seed/factories.ts';
import { madeProducts } from '../../test/bulk-products.ts';
import { explainAnalyze, indexOnlyReliable, type PlanNode } from '../../test/explain-analyze.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { questionPageIds, vendorQuestionsFilter } from './questions.service.ts';

/**
 * A busy shop's question inbox (seed:big's first shop has 20,000 questions) reads a page and its
 * total off an index of the shop's own questions: not every question of its products sorted, nor
 * the whole marketplace's, for each page.
 */
let t: TestApp;
let busy: { id: number };
let asker: { id: number };

/** `n` products of one shop, each with `perProduct` questions, every third answered. */
async function shopWithQuestions(
  db: Db,
  shop: { id: number },
  categoryId: number,
  n: number,
  perProduct: number,
) {
  await db.execute(sql`
    with ${madeProducts(shop, categoryId, n)}
    insert into product_questions (product_id, vendor_id, user_id, question, answer, created_at)
    select made.id, made.vendor_id, ${asker.id}, 'Warranty?', case when (made.id + k) % 3 = 0 then 'One year.' end,
           timestamptz '2025-01-01T00:00:00Z' + (made.id * 7 + k) * interval '11 minutes'
    from made cross join generate_series(1, ${perProduct}) k`);
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await createUser(t.db);
  const category = await createCategory(t.db, { title: 'Gadgets' });
  busy = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  const rest = await createVendor(t.db, { userId: (await createUser(t.db)).id });
  await shopWithQuestions(t.db, busy, category.id, 1_000, 4);
  // The rest of the marketplace: the busy shop's questions are a third of the table.
  await shopWithQuestions(t.db, rest, category.id, 2_000, 4);
  // The planner's figures and the visibility map, as autovacuum would leave them in time.
  await t.db.execute(sql`vacuum analyze product_questions`);
}, 120_000);
afterAll(() => t.close());

const questionReads = (plan: PlanNode[]) => plan.filter((n) => n['Relation Name'] === 'product_questions');

describe("a busy shop's question inbox", () => {
  for (const answered of [undefined, false, true]) {
    const label = `answered=${answered}`;

    it(`reads a page (${label}) off an index of the shop's questions: a page's worth of rows`, async () => {
      const where = vendorQuestionsFilter(busy.id, answered);
      for (const offset of [0, 400]) {
        const reads = questionReads(
          await explainAnalyze(t.db, questionPageIds(t.db, where, { limit: 20, offset })),
        );
        expect(reads.length, label).toBe(1);
        for (const read of reads) {
          expect(String(read['Index Name']), label).toMatch(/^product_questions_vendor_/);
          const rows = Number(read['Actual Rows']) + Number(read['Rows Removed by Filter'] ?? 0);
          expect(rows * Number(read['Actual Loops']), label).toBeLessThanOrEqual(offset + 20);
        }
      }
    });

    it.runIf(indexOnlyReliable)(`counts the inbox (${label}) from the index alone`, async () => {
      const where = vendorQuestionsFilter(busy.id, answered);
      const plan = await explainAnalyze(
        t.db,
        t.db.select({ n: count() }).from(productQuestions).where(where),
      );
      const reads = questionReads(plan);
      expect(
        reads.map((n) => n['Node Type']),
        label,
      ).toEqual(['Index Only Scan']);
      expect(String(reads[0]?.['Index Name']), label).toMatch(/^product_questions_vendor_/);
      expect(Number(reads[0]?.['Heap Fetches']), label).toBe(0);
    });
  }
});
