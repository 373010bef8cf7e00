/**
 * Big-data seed for benchmarks (`npm run seed:big`): 10K vendors with their users, 100K
 * products (one size, one colour, Brand and Warranty specifications each) named, described and
 * priced like a real shop's listings of their category (lib/big-catalogue.ts), 1M customers with
 * profiles, 1M reviews (product ratings kept consistent), 200K orders with ~400K priced items,
 * order vendors and totals, and the notifications of the placed ones; coupons (used on a quarter
 * of the orders), payments, courier shipments with their history, 200K questions, wishlists,
 * follows and open carts (lib/big-engagement-steps.ts). The first shop is a busy one: a tenth of
 * the products, and so of the orders, reviews, questions and followers, are its.
 *
 * PostgreSQL only (DATABASE_URL): PGlite would take far too long and holds everything in one
 * process. Works on an empty database or on one that already holds the demo seed: generated
 * ids start after the highest existing ids, e-mails carry a `bench-` prefix, product slugs end
 * in their row number, and images point at the demo's pictures of the same kind of product,
 * which it draws under DATA_DIR/media when missing (no 100K images are drawn). Refuses to run
 * twice on the same database. Set BIG_SCALE (e.g. 0.01) for a smaller run.
 */
import path from 'node:path';
import { discountLine, priceLine } from '@pasal/domain';
import { loadConfig } from '@pasal/server/src/config.ts';
import { openDatabase } from '@pasal/server/src/db/client.ts';
import { CATEGORY_DATA } from '@pasal/server/src/db/seed/data/categories.ts';
import { hashDemoPassword, writeDemoImages } from '@pasal/server/src/db/seed/demo.ts';
import pg from 'pg';
import { bigSteps, type Offsets, type Scale } from './lib/big-steps.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error(
    'seed:big needs PostgreSQL: set DATABASE_URL=postgres://… (the embedded PGlite is not meant for 1M rows).',
  );
  process.exit(1);
}
// DATA_DIR as the server reads it when started from the repository root (npm runs this script
// from bench/, and says where it was invoked in INIT_CWD).
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? 'data');
const { mediaDir } = loadConfig({ ...process.env, DATA_DIR: dataDir });
const factor = Number(process.env.BIG_SCALE ?? '1');
const scaled = (n: number) => Math.max(1, Math.round(n * factor));
const scale: Scale = {
  vendors: scaled(10_000),
  products: scaled(100_000),
  customers: scaled(1_000_000),
  reviews: scaled(1_000_000),
  orders: scaled(200_000),
};

const started = performance.now();
const database = await openDatabase({ url });
await database.migrate();
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const one = async (text: string) => (await client.query(text)).rows[0] as Record<string, unknown>;
const num = async (text: string) => Number(Object.values(await one(text))[0] ?? 0);

try {
  if ((await num(`select count(*) from users where email like 'bench-%@pasal.bench'`)) > 0) {
    throw new Error('this database already holds the big seed; use a fresh database');
  }
  // Durability of each commit does not matter for generated data; speed does.
  await client.query('set synchronous_commit = off');
  await client.query(`set work_mem = '256MB'`);
  if ((await num('select count(*) from categories')) === 0) {
    for (const [position, c] of CATEGORY_DATA.entries()) {
      await client.query('insert into categories (title, slug, image, position) values ($1, $2, $3, $4)', [
        c.title,
        c.slug,
        `categories/${c.slug}`,
        position,
      ]);
    }
  }
  const idBySlug = new Map(
    (await client.query('select id, slug from categories')).rows.map((r) => [r.slug as string, Number(r.id)]),
  );
  const categoryIds = CATEGORY_DATA.map((c) => {
    const id = idBySlug.get(c.slug);
    if (id === undefined) throw new Error(`category ${c.slug} is missing from this database`);
    return id;
  });
  const offsets: Offsets = {
    user: await num('select coalesce(max(id), 0) from users'),
    vendor: await num('select coalesce(max(id), 0) from vendors'),
    product: await num('select coalesce(max(id), 0) from products'),
    order: await num('select coalesce(max(id), 0) from orders'),
  };
  const passwordHash = await hashDemoPassword();
  console.log(`seed:big on ${new URL(url).pathname.slice(1)} — offsets ${JSON.stringify(offsets)}`);

  for (const step of bigSteps(offsets, scale, passwordHash, categoryIds)) {
    const t = performance.now();
    const result = await client.query(step.sql);
    const secs = ((performance.now() - t) / 1000).toFixed(1);
    console.log(
      `${step.table.padEnd(24)} ${String(result.rowCount ?? 0).padStart(9)} rows  ${secs.padStart(6)} s`,
    );
  }

  let t = performance.now();
  // Explicit ids were inserted: move every serial sequence past them.
  for (const table of [
    'users',
    'vendors',
    'products',
    'product_sizes',
    'product_colors',
    'reviews',
    'orders',
    'order_items',
  ]) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  // The UPDATE passes above leave a dead copy of every product and order (and of the lines a
  // coupon discounted), which a live shop's
  // tables (autovacuum) never carry; and index-only scans need the visibility map that VACUUM sets.
  await client.query('vacuum (full) products, orders, order_items');
  await client.query('vacuum (analyze)');
  console.log(
    `${'sequences + vacuum'.padEnd(24)} ${''.padStart(9)}       ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`,
  );

  t = performance.now();
  await verify(offsets);
  console.log(
    `${'verification'.padEnd(24)} ${''.padStart(9)}       ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`,
  );

  console.log('\nrow counts:');
  for (const table of [
    'users',
    'profiles',
    'vendors',
    'products',
    'product_sizes',
    'product_colors',
    'product_specifications',
    'reviews',
    'orders',
    'order_items',
    'order_vendors',
    'notifications',
    'coupons',
    'order_item_coupons',
    'payments',
    'shipments',
    'shipment_events',
    'product_questions',
    'wishlist',
    'follows',
    'cart_items',
  ]) {
    console.log(
      `  ${table.padEnd(16)} ${(await num(`select count(*) from ${table}`)).toLocaleString('en-US').padStart(11)}`,
    );
  }
  // The rows point at the demo's pictures; on a database the demo never seeded they are missing.
  t = performance.now();
  const rendered = await writeDemoImages(mediaDir);
  console.log(
    `\n${'images'.padEnd(24)} ${String(rendered).padStart(9)} drawn ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s  (${mediaDir})`,
  );
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await client.end();
}

/**
 * Spot-checks that the SQL priced lines like @pasal/domain (coupons discounting as applyCoupon
 * does), kept ratings in step and summed orders from their lines.
 */
async function verify(o: Offsets) {
  const { rows } = await client.query(
    `select oi.price, oi.qty, p.shipping_amount, oi.sub_total, oi.shipping_amount as shipping, oi.tax_fee,
       oi.service_fee, oi.saved, oi.total, c.discount from order_items oi join products p on p.id = oi.product_id
     left join order_item_coupons l on l.order_item_id = oi.id left join coupons c on c.id = l.coupon_id
     where oi.order_id > $1 order by oi.id limit 500`,
    [o.order],
  );
  if (!rows.some((r) => r.discount !== null)) throw new Error('no sampled order line used a coupon');
  for (const r of rows) {
    const line = priceLine({
      unitPrice: Number(r.price),
      qty: Number(r.qty),
      shippingAmount: Number(r.shipping_amount),
      taxRateBp: 1300,
      serviceFeePercent: 10,
    });
    const discounted = r.discount === null ? line : discountLine(line, Number(r.discount));
    const stored = [r.sub_total, r.shipping, r.tax_fee, r.service_fee, r.saved, r.total].map(Number);
    const expected = [
      line.subTotal,
      line.shipping,
      line.tax,
      line.serviceFee,
      discounted.saved,
      discounted.total,
    ];
    if (stored.join() !== expected.join())
      throw new Error(`order item priced ${stored} but domain says ${expected}`);
  }
  const drift = await num(
    `select count(*) from products p left join (select product_id, round(avg(rating)::numeric, 2) a, count(*) n
       from reviews group by product_id) r on r.product_id = p.id
     where p.id > ${o.product} and (p.rating <> coalesce(r.a, 0) or p.rating_count <> coalesce(r.n, 0))`,
  );
  if (drift > 0) throw new Error(`${drift} products have ratings out of step with their reviews`);
  // Specifications were inserted after their products: the trigger must have refreshed the
  // vectors (migration 0012), or search would miss every brand and warranty word.
  const stale = await num(
    `select count(*) from products p where p.id > ${o.product} and p.id % 97 = 0
       and p.search_vector <> product_search_vector(p.title, p.description, p.category_id, p.id)`,
  );
  if (stale > 0)
    throw new Error(`${stale} sampled products have a search vector out of step with their rows`);
  const unsummed = await num(
    `select count(*) from orders o where o.id > ${o.order}
       and o.total <> (select sum(i.total) from order_items i where i.order_id = o.id)`,
  );
  if (unsummed > 0) throw new Error(`${unsummed} orders have a total other than their lines' sum`);
}
