import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { products, users } from './schema/index.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function setUp(seedDemo: boolean) {
  const test = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-bootstrap-'));
  cleanups.push(test.close, () => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: String(seedDemo) });
  const logged: string[] = [];
  return {
    db: test.database.db,
    prepare: () => prepareDatabase(test.database, config, (m) => logged.push(m)),
    logged,
  };
}

// Seeding an empty database itself is proven by every browser journey, which starts the real
// server on a fresh database of either kind and finds the demo products.
describe('prepareDatabase', () => {
  it('migrates again without harm and never seeds with SEED_DEMO=false', async () => {
    const { db, prepare, logged } = await setUp(false);
    await expect(prepare()).resolves.toEqual({ seeded: false });
    expect(logged.some((m) => m.startsWith('database migrated'))).toBe(true);
    const [row] = await db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('leaves a database that already has users alone, even with SEED_DEMO=true', async () => {
    const { db, prepare } = await setUp(true);
    await db
      .insert(users)
      .values({ email: 'owner@shop.np', username: 'owner', fullName: 'Shop Owner', passwordHash: 'x' });
    await expect(prepare()).resolves.toEqual({ seeded: false });
    const [row] = await db.select({ n: count() }).from(products);
    expect(row?.n).toBe(0);
  });
});
