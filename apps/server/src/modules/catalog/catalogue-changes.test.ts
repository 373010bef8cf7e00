import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  categories,
  productColors,
  productGallery,
  productSizes,
  productSpecifications,
  products,
  vendors,
} from '../../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { CATALOGUE_CHANNEL, type CatalogueChanges, watchCatalogue } from './catalogue-changes.ts';

let test: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let changes: CatalogueChanges;
let product: { id: number };
let shop: { id: number };
let category: { id: number };
const warnings: string[] = [];
/** On PostgreSQL, the backend of this file's listener (other files running beside have theirs). */
let ownListener: number[] = [];

async function listenerPids(): Promise<number[]> {
  if (!process.env.DATABASE_URL) return [];
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where query = ${`listen ${CATALOGUE_CHANNEL}`}`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
  shop = await createVendor(db, { userId: (await createUser(db)).id });
  category = await createCategory(db);
  product = await createProduct(db, {
    vendorId: shop.id,
    categoryId: category.id,
    sizes: [{ name: 'M' }],
    colors: [{ name: 'Black', colorCode: '#000000' }],
  });
  const before = await listenerPids();
  changes = await watchCatalogue(test.database, { warn: (_details, message) => warnings.push(message) });
  ownListener = (await listenerPids()).filter((pid) => !before.includes(pid));
});
afterAll(async () => {
  await changes.stop();
  await test.close();
});

/** The generation now; the listener is up in these tests. */
function now(): number {
  const generation = changes.generation();
  if (generation === null) throw new Error('the catalogue listener is away');
  return generation;
}

/** Waits until the generation has moved on from `from`; answers by how much. */
async function movedOnFrom(from: number): Promise<number> {
  await expect.poll(() => changes.generation(), { timeout: 5_000 }).toBeGreaterThan(from);
  return now() - from;
}

describe('catalogue changes', () => {
  it('moves on once a change commits to any table a card or a product page shows', async () => {
    const writes = {
      products: () => db.update(products).set({ price: 12_345_00 }).where(eq(products.id, product.id)),
      vendors: () => db.update(vendors).set({ name: 'Renamed Shop' }).where(eq(vendors.id, shop.id)),
      categories: () => db.update(categories).set({ title: 'Renamed' }).where(eq(categories.id, category.id)),
      product_sizes: () =>
        db.update(productSizes).set({ name: 'L' }).where(eq(productSizes.productId, product.id)),
      product_colors: () =>
        db.update(productColors).set({ name: 'Red' }).where(eq(productColors.productId, product.id)),
      product_specifications: () =>
        db.insert(productSpecifications).values({ productId: product.id, title: 'RAM', content: '8 GB' }),
      product_gallery: () => db.delete(productGallery).where(eq(productGallery.productId, product.id)),
    };
    for (const [table, write] of Object.entries(writes)) {
      const from = now();
      await write();
      expect(await movedOnFrom(from), table).toBeGreaterThanOrEqual(1);
    }
  });

  it('stays for a change rolled back, a table no card shows, and another schema', async () => {
    const from = now();
    await db
      .transaction(async (tx) => {
        await tx.update(products).set({ price: 1_00 }).where(eq(products.id, product.id));
        tx.rollback();
      })
      .catch(() => {});
    await createUser(db);
    await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'another_shop')`);
    // Notifications arrive in commit order: once this one is heard, the others would have been.
    await db.update(products).set({ stockQty: 7 }).where(eq(products.id, product.id));
    expect(await movedOnFrom(from)).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'is unknown while its PostgreSQL connection is away, and moves on once it is back',
    async () => {
      const from = now();
      expect(ownListener).toHaveLength(1);
      await db.execute(sql`select pg_terminate_backend(${ownListener[0]})`);
      await expect.poll(() => changes.generation()).toBeNull();
      expect(warnings).toContain('database listener lost its connection; polling until it is back');
      // The listener comes back after notify.ts's 5 s.
      await expect.poll(() => changes.generation(), { timeout: 10_000 }).toBeGreaterThan(from);
    },
    15_000,
  );
});
