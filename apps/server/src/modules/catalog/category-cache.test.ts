import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../db/seed/factories.ts';
import { appsRememberingAndNot, type RememberingAndNot } from '../../test/remembering-apps.ts';
import type { TestApp } from '../../test/test-app.ts';

let apps: RememberingAndNot;
/** How many statements since `from` read categories. */
const categoryReads = (from: number) =>
  apps.statements.slice(from).filter((s) => s.includes('from "categories"')).length;

const titles = async (t: TestApp) =>
  ((await t.app.inject('/api/v1/category/')).json() as { title: string }[]).map((c) => c.title);

beforeAll(async () => {
  apps = await appsRememberingAndNot({ CATEGORY_CACHE_SECONDS: '300' });
  await createCategory(apps.remembering.db, { title: 'Laptops', position: 1 });
});
afterAll(() => apps.close());

describe('remembered categories (decision 0026)', () => {
  it('reads the list once, then answers from memory, however many ask at once', async () => {
    const before = apps.statements.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => apps.remembering.app.inject('/api/v1/category/')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await titles(apps.remembering)).toEqual(['Laptops']);
    expect(categoryReads(before)).toBe(1);
  });

  it('keeps answering the list it remembers when an operator adds a category; outside production shows it at once', async () => {
    await createCategory(apps.remembering.db, { title: 'Phones', position: 2 });
    expect(await titles(apps.remembering)).toEqual(['Laptops']);
    expect(await titles(apps.plain)).toEqual(['Laptops', 'Phones']);
  });
});
