import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, vendors } from '../db/schema/index.ts';
import { createCategory, createProduct, createUser, createVendor } from '../db/seed/factories.ts';
import { pageParts } from '../modules/catalog/card-parts.ts';
import { selectCards } from '../modules/catalog/catalog.service.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { prepared } from './prepared.ts';
import { compileRowMapper } from './row-mapper.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => database.database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A select of a product with its shop and (left-joined) category, prepared but not run. */
const productWithCategory = () =>
  db()
    .select({
      id: products.id,
      product: { title: products.title, createdAt: products.createdAt },
      category: { id: categories.id, title: categories.title },
      shop: { name: vendors.name },
      label: sql<string>`upper(${products.title})`.mapWith((value: string) => `«${value}»`),
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .prepare('row_mapper_test');

type PreparedSelect = ReturnType<typeof productWithCategory> & {
  fields: Parameters<typeof compileRowMapper>[0];
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper?: unknown;
};

describe('compileRowMapper', () => {
  const mapperFor = () => {
    const query = productWithCategory() as PreparedSelect;
    const mapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
    if (!mapper) throw new Error('expected a mapper for a one-level selection');
    return mapper;
  };

  it('nests columns by their path and decodes each with its own decoder', () => {
    const [row] = mapperFor()([
      [7, 'Xiaomi 14', '2026-01-02 03:04:05+00', 3, 'Phones', 'Gadget House', 'XIAOMI 14'],
    ]);
    expect(row).toEqual({
      id: 7,
      product: { title: 'Xiaomi 14', createdAt: new Date('2026-01-02T03:04:05Z') },
      category: { id: 3, title: 'Phones' },
      shop: { name: 'Gadget House' },
      label: '«XIAOMI 14»',
    });
  });

  it("makes a left-joined table's object null when the join found no row, never an inner join's", () => {
    const [row] = mapperFor()([[8, 'Loose cable', '2026-01-02 03:04:05+00', null, null, null, null]]);
    expect(row).toMatchObject({ category: null, shop: { name: null }, label: null });
  });
});

describe('prepared selects', () => {
  it('are mapped by a compiled mapper that answers what Drizzle itself would', async () => {
    const owner = await createUser(db());
    const vendor = await createVendor(db(), { userId: owner.id, name: 'Mapper Shop' });
    const category = await createCategory(db(), { title: 'Laptops' });
    await createProduct(db(), {
      vendorId: vendor.id,
      categoryId: category.id,
      title: 'Dell XPS 13',
      sizes: [{ name: '16 GB', price: 150_000_00 }],
      colors: [{ name: 'Silver', colorCode: '#c0c0c0' }],
      gallery: ['/media/xps-1.png', '/media/xps-2.png'],
    });
    await createProduct(db(), { vendorId: vendor.id, title: 'USB cable' });

    const pages = prepared((d) =>
      selectCards(d, pageParts).orderBy(products.id).limit(sql.placeholder('n')).prepare('row_mapper_pages'),
    );
    const query = pages(db()) as unknown as PreparedSelect;
    expect(query.customResultMapper).toBeTypeOf('function');

    const compiled = await pages(db()).execute({ n: 10 });
    const drizzles = await selectCards(db(), pageParts).orderBy(products.id).limit(10);
    expect(compiled).toEqual(drizzles);
    expect(
      compiled.map((r) => [r.product.title, r.category?.title ?? null, r.size.length, r.gallery.length]),
    ).toEqual([
      ['Dell XPS 13', 'Laptops', 1, 2],
      ['USB cable', null, 0, 0],
    ]);
    expect(compiled[0]?.product.createdAt).toBeInstanceOf(Date);
  });
});
