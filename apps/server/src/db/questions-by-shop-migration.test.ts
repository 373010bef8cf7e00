import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyMigrationsBefore, migrationsDir } from '../test/migration-copies.ts';
import type { Db } from './client.ts';
import { createProduct, createUser, createVendor } from './seed/factories.ts';

/**
 * Migration 0018 on a database an older release filled: the questions already asked take their
 * product's shop, which the shop's inbox now reads them by.
 */
let workDir: string;
let client: PGlite;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'pasal-upgrade-'));
  client = await PGlite.create({ extensions: { pg_trgm } });
});
afterAll(async () => {
  await client.close();
  await rm(workDir, { recursive: true, force: true });
});

it('gives every question already asked its product’s shop', async () => {
  const db = drizzle(client) as unknown as Db;
  await migrate(db as never, {
    migrationsFolder: await copyMigrationsBefore(path.join(workDir, 'before'), '0018_questions_by_shop'),
  });
  // Rows an older release wrote; its questions had no shop of their own.
  const asker = await createUser(db);
  const phoneShop = await createVendor(db, { userId: (await createUser(db)).id });
  const laptopShop = await createVendor(db, { userId: (await createUser(db)).id });
  const phone = await createProduct(db, { vendorId: phoneShop.id });
  const laptop = await createProduct(db, { vendorId: laptopShop.id });
  for (const product of [phone, laptop, laptop]) {
    await client.query(
      `insert into product_questions (product_id, user_id, question) values ($1, $2, 'Warranty?')`,
      [product.id, asker.id],
    );
  }

  await migrate(db as never, { migrationsFolder: migrationsDir });
  const { rows } = await client.query<{ product_id: number; vendor_id: number }>(
    'select product_id, vendor_id from product_questions order by id',
  );
  expect(rows).toEqual([
    { product_id: phone.id, vendor_id: phoneShop.id },
    { product_id: laptop.id, vendor_id: laptopShop.id },
    { product_id: laptop.id, vendor_id: laptopShop.id },
  ]);
});
