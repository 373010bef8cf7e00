import { afterAll, beforeAll, expect, it } from 'vitest';
import { planDemoCatalog } from '../../db/seed/demo.ts';
import { insertDemoRows } from '../../db/seed/demo-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RELEVANCE_SET, type RelevanceCase } from './relevance-set.ts';

const TOP = 5;
let t: TestApp;

// The demo's rows without its pictures: search reads rows only, and drawing takes longer.
beforeAll(async () => {
  t = await createTestApp();
  await insertDemoRows(t.db, planDemoCatalog(), 'not-a-hash', {
    checkpoint: () => {},
  });
}, 300_000);
afterAll(() => t?.close());

interface Card {
  slug: string;
  category: { slug: string } | null;
}

/** The first five results of the real search endpoint, relevance order. */
async function topResults(query: string): Promise<Card[]> {
  const res = await t.app.inject({ url: '/api/v1/search/', query: { query, page_size: String(TOP) } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Card[]).slice(0, TOP);
}

/** relevance-set.ts: relevant results in the top five out of min(5, relevant products). */
async function precision(c: RelevanceCase, catalogue: Card[]) {
  const relevant = new Set([
    ...(c.relevant ?? []),
    ...catalogue.filter((p) => p.category && c.categories?.includes(p.category.slug)).map((p) => p.slug),
  ]);
  const top = await topResults(c.query);
  const found = top.filter((p) => relevant.has(p.slug)).length;
  return { found, possible: Math.min(TOP, relevant.size), top: top.map((p) => p.slug) };
}

it('finds what shoppers mean: precision at 5 over the relevance set is at least 0.9', async () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
  const all = await t.app.inject({ url: '/api/v1/search/', query: { page_size: '100' } });
  const second = await t.app.inject({ url: '/api/v1/search/', query: { page_size: '100', page: '2' } });
  const catalogue = [...(all.json() as Card[]), ...(second.json() as Card[])];
  const scores: number[] = [];
  const misses: string[] = [];
  for (const c of RELEVANCE_SET) {
    const { found, possible, top } = await precision(c, catalogue);
    expect(possible, `${c.query}: names no product of the catalogue`).toBeGreaterThan(0);
    scores.push(found / possible);
    if (found < possible) misses.push(`  ${c.query}: ${found}/${possible} → ${top.join(', ')}`);
  }
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  console.log(
    `search relevance: precision@${TOP} = ${mean.toFixed(3)} over ${scores.length} queries` +
      (misses.length ? `\n${misses.join('\n')}` : ''),
  );
  expect(mean).toBeGreaterThanOrEqual(0.9);
}, 120_000);
