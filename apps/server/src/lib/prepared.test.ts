import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { createProduct, createUser, createVendor } from '../db/seed/factories.ts';
import { openTestDatabase } from '../test/test-app.ts';
import {
  asPlaceholder,
  asValue,
  type Bind,
  boundValues,
  PLANNED_PER_EXECUTION,
  preparedPerShape,
} from './prepared.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => database.database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await createUser(db());
  const shop = await createVendor(db(), { userId: owner.id });
  for (const [slug, price] of [
    ['cheap', 100],
    ['middle', 500],
    ['dear', 900],
  ] as const) {
    await createProduct(db(), { vendorId: shop.id, slug, title: slug, price });
  }
});
afterAll(() => database.close());

/** Products by price, with a lower bound on it when `min` is set: two shapes of one list. */
interface PriceList {
  min?: number;
}
const conditions = ({ min }: PriceList, bind: Bind): SQL | undefined =>
  and(
    eq(products.status, 'published'),
    ...(min === undefined ? [] : [gte(products.price, bind('min', min))]),
  );

let builds = 0;
const priceList = preparedPerShape(
  (list: PriceList) => (list.min === undefined ? 'all' : 'from'),
  (database, list) => {
    builds++;
    return database
      .select({ slug: products.slug })
      .from(products)
      .where(conditions(list, asPlaceholder))
      .orderBy(asc(products.price))
      .prepare(PLANNED_PER_EXECUTION);
  },
);

describe('statements prepared per shape', () => {
  it('builds each shape once per database and runs it with each request’s values', async () => {
    const run = (list: PriceList) =>
      priceList(db(), list).execute(boundValues((bind) => conditions(list, bind)));
    expect(await run({ min: 400 })).toEqual([{ slug: 'middle' }, { slug: 'dear' }]);
    expect(await run({ min: 800 })).toEqual([{ slug: 'dear' }]);
    expect(builds).toBe(1);
    expect(await run({})).toEqual([{ slug: 'cheap' }, { slug: 'middle' }, { slug: 'dear' }]);
    expect(builds).toBe(2);
    expect(priceList(db(), { min: 1 })).toBe(priceList(db(), { min: 2 }));
  });

  it('binds the values a placeholder stands for, as the statement built with them would', () => {
    expect(boundValues((bind) => conditions({ min: 250 }, bind))).toEqual({ min: 250 });
    expect(boundValues((bind) => conditions({}, bind))).toEqual({});
    expect(asValue('min', 250)).toBe(250);
  });
});
