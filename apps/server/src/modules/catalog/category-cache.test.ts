import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The statements that read categories, so a test can tell a remembered list from a read one. */
const statements: string[] = [];
const categoryReads = (from: number) =>
  statements.slice(from).filter((s) => s.includes('from "categories"')).length;
let remembering: TestApp;
let reading: TestApp;

const titles = async (t: TestApp) =>
  ((await t.app.inject('/api/v1/category/')).json() as { title: string }[]).map((c) => c.title);

beforeAll(async () => {
  remembering = await createTestApp({
    onQuery: (s) => statements.push(s),
    env: { CATEGORY_CACHE_SECONDS: '300' },
  });
  await createCategory(remembering.db, { title: 'Laptops', position: 1 });
  reading = await createTestApp({ beside: { database: remembering.database, secret: 'x'.repeat(64) } });
});
afterAll(async () => {
  await reading.close();
  await remembering.close();
});

describe('remembered categories (decision 0026)', () => {
  it('reads the list once, then answers from memory, however many ask at once', async () => {
    const before = statements.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => remembering.app.inject('/api/v1/category/')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await titles(remembering)).toEqual(['Laptops']);
    expect(categoryReads(before)).toBe(1);
  });

  it('shows a category an operator adds only once the remembered list expires; outside production at once', async () => {
    await createCategory(remembering.db, { title: 'Phones', position: 2 });
    expect(await titles(remembering)).toEqual(['Laptops']);
    expect(await titles(reading)).toEqual(['Laptops', 'Phones']);
  });
});
