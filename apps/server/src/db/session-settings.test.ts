import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Db } from './client.ts';

/** Every connection, the main pool's and search's, runs with the settings client.ts gives it. */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

async function setting(db: Db, name: string) {
  const result = (await db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
    rows: [{ value: string }];
  };
  return result.rows[0].value;
}

describe('session settings', () => {
  it('compiles no statement and starts every scan at the table’s first page', async () => {
    for (const db of [opened.database.db, opened.database.searchDb]) {
      expect(await setting(db, 'jit')).toBe('off');
      expect(await setting(db, 'synchronize_seqscans')).toBe('off');
      expect(await setting(db, 'pg_trgm.word_similarity_threshold')).toBe('0.5');
    }
  });
});
