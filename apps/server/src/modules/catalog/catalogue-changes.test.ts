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
/** A product no write below touches, but for those that touch everything. */
let other: { id: number };
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
  other = await createProduct(db, { vendorId: shop.id, categoryId: category.id });
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

/** Whether the latest change heard of names product `id` (and not everything). */
function latestNames(id: number): boolean {
  const latest = now() - 1;
  return changes.touchedSince(latest, [id]) && !changes.touchedSince(latest, [other.id]);
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
      product_gallery: () =>
        db.insert(productGallery).values({ productId: product.id, image: 'products/back' }),
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
    await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${'another_shop 1,2,3'})`);
    // A statement that changed no row.
    await db.update(products).set({ price: 1_00 }).where(eq(products.id, -1));
    // Notifications arrive in commit order: once this one is heard, the others would have been.
    await db.update(products).set({ stockQty: 7 }).where(eq(products.id, product.id));
    expect(await movedOnFrom(from)).toBe(1);
  });

  it('names the products a change touched, and everything for a shop, a category or a bulk write (0030)', async () => {
    const gone = await createProduct(db, { vendorId: shop.id, sizes: [{ name: 'S' }] });
    const bulk = sql`insert into products (vendor_id, title, slug, pid)
      select ${shop.id}, 'Bulk ' || g, 'bulk-' || g, 'bulk' || g from generate_series(1, 501) g`;
    // Each write, the products it must name, and whether it must touch every product.
    const writes: { write: string; run: () => Promise<unknown>; named: number[]; all?: true }[] = [
      {
        write: 'a stock update',
        run: () => db.update(products).set({ stockQty: 4 }).where(eq(products.id, product.id)),
        named: [product.id],
      },
      {
        write: 'a size added',
        run: () => db.insert(productSizes).values({ productId: product.id, name: 'XL' }),
        named: [product.id],
      },
      {
        write: 'a colour renamed',
        run: () =>
          db.update(productColors).set({ name: 'Blue' }).where(eq(productColors.productId, product.id)),
        named: [product.id],
      },
      {
        write: 'a specification added',
        run: () =>
          db.insert(productSpecifications).values({ productId: product.id, title: 'SSD', content: '1 TB' }),
        named: [product.id],
      },
      {
        write: 'a picture added',
        run: () => db.insert(productGallery).values({ productId: product.id, image: 'products/side' }),
        named: [product.id],
      },
      {
        write: 'a size moved to another product',
        run: () =>
          db.update(productSizes).set({ productId: gone.id }).where(eq(productSizes.productId, product.id)),
        named: [product.id, gone.id],
      },
      {
        write: 'a product deleted',
        run: () => db.delete(products).where(eq(products.id, gone.id)),
        named: [gone.id],
      },
      {
        write: 'a shop renamed',
        run: () => db.update(vendors).set({ name: 'Renamed Again' }).where(eq(vendors.id, shop.id)),
        named: [],
        all: true,
      },
      {
        write: 'a category renamed',
        run: () =>
          db.update(categories).set({ title: 'Renamed Again' }).where(eq(categories.id, category.id)),
        named: [],
        all: true,
      },
      { write: '501 products added at once', run: () => db.execute(bulk), named: [], all: true },
    ];
    for (const { write, run, named, all } of writes) {
      const from = now();
      await run();
      // Until this write is heard of (one before it may still be arriving, on PostgreSQL).
      for (const id of all ? [other.id] : named)
        await expect.poll(() => changes.touchedSince(from, [id]), { message: `${write}: ${id}` }).toBe(true);
      expect(changes.touchedSince(from, [other.id]), write).toBe(all === true);
    }
  });

  it('takes anything read before the changes it still remembers as touched', async () => {
    const from = now();
    // Ids no product has: 2,100 changes, each naming one.
    await db.execute(
      sql`select pg_notify(${CATALOGUE_CHANNEL}, ${test.database.schema}::text || ' ' || (1000000 + g))
          from generate_series(1, 2100) g`,
    );
    // Heard in order: once the last is the latest heard, all have been.
    await expect.poll(() => latestNames(1_002_100), { timeout: 10_000 }).toBe(true);
    const recent = now() - 50;
    expect(changes.touchedSince(recent, [other.id])).toBe(false);
    expect(changes.touchedSince(recent, [1_002_100])).toBe(true);
    expect(changes.touchedSince(from, [other.id])).toBe(true);
  });

  it('forgets older changes too once those it keeps name too many products', async () => {
    const from = now();
    // 200 changes of 800 ids each (no product has them): fewer changes than it keeps, more ids.
    await db.execute(
      sql`select pg_notify(${CATALOGUE_CHANNEL}, ${test.database.schema}::text || ' ' ||
            (select string_agg((2000000 + g * 1000 + i)::text, ',') from generate_series(1, 800) i))
          from generate_series(1, 200) g`,
    );
    await expect.poll(() => latestNames(2_200_800), { timeout: 10_000 }).toBe(true);
    expect(changes.touchedSince(now() - 10, [other.id])).toBe(false);
    expect(changes.touchedSince(from, [other.id])).toBe(true);
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
