import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFilePath } from '../../modules/media/image-variants.ts';
import { nepalMonthOf, nepalMonthStart } from '../../modules/vendor-dashboard/chart-months.ts';
import { ordersChart, productsChart } from '../../modules/vendor-dashboard/vendor-charts.service.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { orders, productGallery, products, vendors } from '../schema/index.ts';
import { CAROUSEL_SLUGS } from './data/products.ts';
import { DEMO_ACCOUNTS, SAMPLE_TRACKING_OIDS, type SeedSummary, seedDemo } from './demo.ts';
import { SEED_NOW } from './plan-catalog.ts';

const freshDatabase = () => openTestDatabase();

/** Rows of a raw query; PGlite and node-postgres both answer with `{ rows }`. */
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo seed', () => {
  let mediaDir: string;
  let first: Awaited<ReturnType<typeof freshDatabase>>;
  let summary: SeedSummary;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'pasal-seed-'));
    first = await freshDatabase();
    summary = await seedDemo(first.database.db, { mediaDir });
  });

  afterAll(async () => {
    await first?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('creates the catalogue PRODUCT.md promises', async () => {
    const [counts] = await rows<Record<string, number>>(
      first.database,
      sql`select
        (select count(*)::int from categories) as categories,
        (select count(*)::int from vendors) as vendors,
        (select count(*)::int from products) as products,
        (select count(*)::int from products where featured) as featured,
        (select count(*)::int from products where old_price > price) as on_sale,
        (select count(*)::int from products where stock_qty = 0) as sold_out,
        (select count(*)::int from products p where not exists (select 1 from product_sizes s where s.product_id = p.id)
          or not exists (select 1 from product_colors c where c.product_id = p.id)) as without_variants,
        (select count(*)::int from products p where (select count(*) from product_specifications s where s.product_id = p.id)
          not between 3 and 6) as bad_specs,
        (select count(*)::int from products p where (select count(*) from product_gallery g where g.product_id = p.id)
          not between 2 and 3) as bad_gallery`,
    );
    expect(counts).toMatchObject({ vendors: 12, without_variants: 0, bad_specs: 0, bad_gallery: 0 });
    expect(counts?.categories).toBeGreaterThanOrEqual(9);
    expect(counts?.products).toBeGreaterThanOrEqual(150);
    expect(counts?.featured).toBeGreaterThanOrEqual(15);
    expect(counts?.on_sale).toBeGreaterThan(10);
    expect(counts?.sold_out).toBeGreaterThan(0);
    const slugs = await rows<{ slug: string }>(first.database, sql`select slug from products`);
    expect(slugs.map((r) => r.slug)).toEqual(expect.arrayContaining([...CAROUSEL_SLUGS]));
    expect(summary.products).toBe(counts?.products);
  });

  it('writes an image file for every image the rows name', async () => {
    const keys = await rows<{ key: string }>(
      first.database,
      sql`select image as key from products union select image from ${productGallery}
        union select image from categories union select image from vendors
        union select image from profiles where image is not null`,
    );
    expect(keys.length).toBeGreaterThan(300);
    const missing = keys.filter(
      ({ key }) =>
        !existsSync(mediaFilePath(mediaDir, key, 'full')) ||
        !existsSync(mediaFilePath(mediaDir, key, 'thumb')),
    );
    expect(missing).toEqual([]);
  });

  it('keeps product ratings and order counts in step with reviews and orders', async () => {
    const mismatched = await rows(
      first.database,
      sql`select p.slug, p.rating, p.rating_count, r.avg, r.n from products p
        left join (select product_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
                   from reviews where active group by product_id) r on r.product_id = p.id
        where p.rating <> coalesce(r.avg, 0) or p.rating_count <> coalesce(r.n, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [replies] = await rows<{ n: number }>(
      first.database,
      sql`select count(*)::int as n from reviews where reply is not null`,
    );
    expect(replies?.n).toBeGreaterThan(20);
    const wrongOrders = await rows(
      first.database,
      sql`select p.id from products p where p.orders <> coalesce((select sum(oi.qty) from order_items oi
        join orders o on o.id = oi.order_id where oi.product_id = p.id
        and (o.payment_status = 'paid' or (o.payment_method = 'cod' and o.order_status <> 'cancelled'))), 0)`,
    );
    expect(wrongOrders).toEqual([]);
  });

  it('has orders in every status, priced line by line, some multi-vendor', async () => {
    const statuses = await rows<{ s: string }>(
      first.database,
      sql`select distinct order_status as s from orders union select distinct payment_status from orders`,
    );
    expect(statuses.map((r) => r.s)).toEqual(
      expect.arrayContaining([
        'pending',
        'processing',
        'shipped',
        'delivered',
        'cancelled',
        'paid',
        'failed',
      ]),
    );
    const unbalanced = await rows(
      first.database,
      sql`select o.oid from orders o join (select order_id, sum(total) as t, sum(sub_total) as s, sum(saved) as v
        from order_items group by order_id) i on i.order_id = o.id
        where o.total <> i.t or o.sub_total <> i.s or o.saved <> i.v
          or o.total <> o.sub_total + o.shipping_amount + o.tax_fee + o.service_fee - o.saved`,
    );
    expect(unbalanced).toEqual([]);
    const [multi] = await rows<{ n: number }>(
      first.database,
      sql`select count(*)::int as n from (select order_id from order_vendors group by order_id having count(*) > 1) m`,
    );
    expect(multi?.n).toBeGreaterThan(0);
  });

  it('gives every shop a year of placed orders and new products, rising, as its dashboard charts them', async () => {
    // The last moment of the month before the seed's own: its 12 months are the year of trade.
    const lastMonth = new Date(nepalMonthStart(nepalMonthOf(SEED_NOW)).getTime() - 1);
    const shops = await first.database.db.select({ id: vendors.id, slug: vendors.slug }).from(vendors);
    expect(shops).toHaveLength(12);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    for (const shop of shops) {
      const placed = await ordersChart(first.database.db, shop.id, 'last_12_months', lastMonth);
      const perMonth = placed.map((row) => row.orders);
      expect(
        perMonth.filter((n) => n === 0),
        `${shop.slug}: months without a placed order`,
      ).toEqual([]);
      expect(sum(perMonth.slice(6)), shop.slug).toBeGreaterThan(sum(perMonth.slice(0, 6)));
      const added = await productsChart(first.database.db, shop.id, 'last_12_months', lastMonth);
      const addedPerMonth = added.map((row) => row.products);
      expect(sum(addedPerMonth.slice(6)), shop.slug).toBeGreaterThan(sum(addedPerMonth.slice(0, 6)));
    }
    const [soldBeforeListed] = await rows<{ n: number }>(
      first.database,
      sql`select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id where p.created_at > o.created_at`,
    );
    expect(soldBeforeListed?.n).toBe(0);
  });

  it('has the three sample tracking orders with shipments in different states', async () => {
    const tracked = await rows<{ oid: string; current_status: string; history: number }>(
      first.database,
      sql`select o.oid, s.current_status, (select count(*)::int from shipment_events e where e.shipment_id = s.id) as history
        from orders o join shipments s on s.order_id = o.id where o.oid in ${[...SAMPLE_TRACKING_OIDS]} order by o.oid`,
    );
    expect(tracked.map((t) => t.oid).sort()).toEqual([...SAMPLE_TRACKING_OIDS].sort());
    expect(new Set(tracked.map((t) => t.current_status))).toEqual(
      new Set(['Delivered', 'Arrived', 'Pickup Order Created']),
    );
    expect(tracked.find((t) => t.current_status === 'Delivered')?.history).toBe(7);
  });

  it('creates the demo accounts', async () => {
    const emails = await rows<{ email: string }>(first.database, sql`select email from users`);
    for (const account of DEMO_ACCOUNTS) expect(emails.map((e) => e.email)).toContain(account.email);
  });

  it('matches the README: every demo sign-in and sample tracking number is listed there', () => {
    // Table cells may be padded or not: compare with runs of spaces folded.
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8').replace(
      / +/g,
      ' ',
    );
    for (const account of DEMO_ACCOUNTS) {
      expect(readme).toContain(`| ${account.role} | \`${account.email}\` | \`${account.password}\` |`);
    }
    for (const oid of SAMPLE_TRACKING_OIDS) expect(readme).toContain(`\`${oid}\``);
  });

  it('is deterministic: a second fresh seed writes identical products and orders', async () => {
    const second = await freshDatabase();
    try {
      await seedDemo(second.database.db, { mediaDir });
      const read = (database: Database) =>
        Promise.all([
          database.db.select().from(products).orderBy(asc(products.id)),
          database.db.select().from(orders).orderBy(asc(orders.id)),
        ]);
      expect(await read(second.database)).toEqual(await read(first.database));
    } finally {
      await second.close();
    }
  });
});
