import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaFilePath } from '@pasal/server/src/modules/media/image-variants.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_CATALOGUE, familyTitles } from './lib/big-catalogue.ts';
import { BUSY_SHOP_COUPONS } from './lib/big-engagement-steps.ts';
import { shopOfProduct } from './lib/big-product-steps.ts';

/**
 * `npm run seed:big` at a thousandth of its size, on a fresh PostgreSQL database the demo never
 * seeded: the rows in proportion, priced and verified by the script itself, and every picture the
 * rows point at on disk. PostgreSQL only, as the script is.
 */
const adminUrl = process.env.DATABASE_URL;
const script = path.join(import.meta.dirname, 'seed-big.ts');
let databaseUrl = '';
let dataDir = '';
const database = `pasal_seed_big_${randomBytes(4).toString('hex')}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(adminUrl ?? '');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function seedBig(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BIG_SCALE: '0.001' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!adminUrl?.startsWith('postgres'))('seed:big', () => {
  beforeAll(async () => {
    await admin((c) => c.query(`create database ${database}`));
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-seed-big-'));
  });
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fills an empty database in proportion, with the pictures its rows name, and refuses a second run', async () => {
    const first = await seedBig();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/total \d+(\.\d+)? s/);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async (table: string) =>
        Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
      // 10K vendors, 100K products, 1M customers, 1M reviews, 200K orders at a thousandth.
      expect(await count('vendors')).toBe(10);
      expect(await count('users')).toBe(10 + 1000);
      expect(await count('products')).toBe(100);
      expect(await count('reviews')).toBe(1000);
      expect(await count('orders')).toBe(200);
      expect(await count('order_items')).toBeGreaterThanOrEqual(200);
      // Placed orders tell their buyer and, item by item, their shops (notifyOrder).
      const placed = `from orders o join order_items i on i.order_id = o.id where o.stock_taken_at is not null`;
      expect(await count('notifications where user_id is not null')).toBe(
        await count(`(select distinct o.id ${placed}) placed`),
      );
      expect(await count('notifications where vendor_id is not null')).toBe(
        await count(`(select i.id ${placed}) items`),
      );

      await expectShopLikeCatalogue(client);
      await expectEngagement(client);

      const { rows } = await client.query<{ image: string }>(
        `select image from products union select image from vendors union select image from categories
         union select image from profiles where image is not null`,
      );
      expect(rows.length).toBeGreaterThan(3);
      for (const { image } of rows) {
        await expect(
          access(mediaFilePath(path.join(dataDir, 'media'), image, 'thumb')),
        ).resolves.toBeUndefined();
      }
    } finally {
      await client.end();
    }

    const second = await seedBig();
    expect(second.code).not.toBe(0);
    expect(second.output).toContain('already holds the big seed');
  });
});

describe.skipIf(!adminUrl?.startsWith('postgres'))('seed:big shops', () => {
  it('gives one busy shop a tenth of 100K products and the other 9,999 nine or ten each', async () => {
    const { rows } = await admin((c) =>
      c.query<{ shop: number; n: number }>(
        `select ${shopOfProduct('g', 10_000)} as shop, count(*)::int as n
         from generate_series(1, 100000) g group by 1 order by 2 desc`,
      ),
    );
    expect(rows[0]).toEqual({ shop: 1, n: 10_000 });
    const others = rows.slice(1).map((r) => r.n);
    expect(others).toHaveLength(9_999);
    expect(Math.min(...others)).toBeGreaterThanOrEqual(9);
    expect(Math.max(...others)).toBeLessThanOrEqual(10);
  });
});

/**
 * The catalogue reads like a shop's: every title is one its category's families list, listings
 * and reviews are worded variously, and what search reads (title, category, the specifications
 * written after each product, description) is in each product's search vector.
 */
async function expectShopLikeCatalogue(client: pg.Client) {
  const { rows: products } = await client.query<{ title: string; category: string; brand: string | null }>(
    `select p.title, c.slug as category,
       (select s.content from product_specifications s where s.product_id = p.id and s.title = 'Brand') as brand
     from products p join categories c on c.id = p.category_id`,
  );
  expect(products.length).toBe(100);
  for (const { title, category, brand } of products) {
    const families = BIG_CATALOGUE[category as keyof typeof BIG_CATALOGUE].families;
    const family = families.find((f) => familyTitles(f).includes(title));
    expect(family, `"${title}" is not a ${category} title`).toBeDefined();
    expect(brand).toBe(family?.brand);
  }
  // Ten categories and dozens of brands even in 100 products.
  expect(new Set(products.map((p) => p.category)).size).toBe(10);
  expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThan(25);

  const distinct = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  expect(await distinct('select count(distinct title) as n from products')).toBeGreaterThan(90);
  expect(await distinct('select count(distinct description) as n from products')).toBeGreaterThan(90);
  expect(await distinct('select count(distinct review) as n from reviews')).toBeGreaterThan(100);

  const matching = async (where: string) =>
    Number((await client.query(`select count(*) as n from products where ${where}`)).rows[0].n);
  // The brand, from the specifications inserted after the products, weighs C in the vector.
  expect(
    await matching(`not ts_filter(search_vector, '{c}') @@ to_tsquery('english',
      (select quote_literal(lower(s.content)) from product_specifications s
       where s.product_id = products.id and s.title = 'Brand' limit 1))`),
  ).toBe(0);
  // Every listing mentions Nepal: a query that matches the whole catalogue.
  expect(await matching(`search_vector @@ to_tsquery('english', 'nepal')`)).toBe(100);
  // 'laptop' finds the Laptops category (its name weighs B) and not the whole catalogue.
  const laptops = await matching(`category_id = (select id from categories where slug = 'laptops')`);
  expect(laptops).toBeGreaterThan(0);
  expect(await matching(`ts_filter(search_vector, '{b}') @@ to_tsquery('english', 'laptop')`)).toBe(laptops);
  expect(await matching(`search_vector @@ to_tsquery('english', 'laptop:*')`)).toBeLessThan(50);
}

/**
 * Around the orders, as a live marketplace has it: coupons used on a quarter of the orders, one
 * per shop and order, discounting its lines and so the order's total; a payment per order paid
 * through a provider at its total; a shipment per shop's part of a shipped or delivered order,
 * its history ending in its status; questions, wishlists, follows and carts in proportion.
 */
async function expectEngagement(client: pg.Client) {
  const n = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  expect(await n('select count(*) as n from coupons')).toBe(BUSY_SHOP_COUPONS + 2 * 9);
  expect(await n('select count(*) as n from coupons where vendor_id = 1')).toBe(BUSY_SHOP_COUPONS);
  // Every line of an order that used coupons carries its shop's; about a quarter of the orders.
  const used = await n('select count(*) as n from order_item_coupons');
  expect(used).toBe(
    await n(`select count(*) as n from order_items where order_id in
      (select i.order_id from order_item_coupons l join order_items i on i.id = l.order_item_id)`),
  );
  const items = await n('select count(*) as n from order_items');
  expect(used).toBeGreaterThan(items * 0.15);
  expect(used).toBeLessThan(items * 0.35);
  expect(
    await n(`select count(*) as n from (select i.order_id, i.vendor_id from order_item_coupons l
      join order_items i on i.id = l.order_item_id group by 1, 2 having count(distinct l.coupon_id) > 1) twice`),
  ).toBe(0);
  expect(
    await n(`select count(*) as n from order_items i join order_item_coupons l on l.order_item_id = i.id
      join coupons c on c.id = l.coupon_id
      where i.saved = 0 or i.total <> i.sub_total + i.shipping_amount + i.tax_fee + i.service_fee - i.saved`),
  ).toBe(0);
  expect(await n(`select count(*) as n from orders where saved > 0`)).toBe(
    await n(
      'select count(distinct order_id) as n from order_item_coupons l join order_items i on i.id = l.order_item_id',
    ),
  );

  expect(await n(`select count(*) as n from payments`)).toBe(
    await n(`select count(*) as n from orders where payment_method <> 'cod'`),
  );
  expect(
    await n(`select count(*) as n from payments p join orders o on o.id = p.order_id
      where p.amount <> o.total or (p.status = 'paid') <> (o.payment_status = 'paid')`),
  ).toBe(0);

  expect(await n('select count(*) as n from shipments')).toBe(
    await n(`select count(*) as n from order_vendors ov join orders o on o.id = ov.order_id
      where o.order_status in ('shipped', 'delivered')`),
  );
  expect(
    await n(`select count(*) as n from shipments s where s.current_status <> (select e.status
      from shipment_events e where e.shipment_id = s.id order by e.occurred_at desc limit 1)`),
  ).toBe(0);

  // The busy shop has orders in every state, waiting ones too (its lines' orders are not the
  // ones a status of `id % 10` would pick).
  const { rows: states } = await client.query<{ order_status: string }>(
    `select distinct o.order_status from orders o join order_vendors ov on ov.order_id = o.id
     where ov.vendor_id = 1 order by 1`,
  );
  expect(states.map((r) => r.order_status)).toEqual([
    'cancelled',
    'delivered',
    'pending',
    'processing',
    'shipped',
  ]);

  // A fifth as many questions as the thousand reviews; half the thousand customers follow a shop.
  expect(await n('select count(*) as n from product_questions')).toBe(200);
  expect(await n('select count(*) as n from product_questions where answer is not null')).toBeGreaterThan(
    100,
  );
  expect(await n('select count(*) as n from follows')).toBe(500);
  expect(await n('select count(*) as n from follows where vendor_id = 1')).toBe(50);
  expect(await n('select count(distinct user_id) as n from wishlist')).toBe(500);
  expect(await n('select count(distinct user_id) as n from cart_items')).toBe(50);
}
