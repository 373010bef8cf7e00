import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createCategory, createProduct, createUser, createVendor } from '../../db/seed/factories.ts';
import { explainAnalyze, indexOnlyReliable, type PlanNode } from '../../test/explain-analyze.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { revenueByMonthQuery } from '../vendor-earnings/earnings.service.ts';
import { paidRevenue, placedOrdersCount } from './vendor-stats.service.ts';

/**
 * A busy shop's dashboard (seed:big's first shop has 40,000 order lines, spread over the whole
 * table) can sum and count its orders from indexes alone: its lines' figures from
 * order_items_vendor_created_idx, its orders from order_vendors_vendor_idx, and which orders are
 * placed and paid from orders_placed_idx; not from the lines' and orders' rows. On seed:big's
 * busy shop that took the stats from 292 to 150 ms and the earnings from 256 to 96 (docs/performance.md).
 */
let t: TestApp;
let busy: { id: number };

/** `n` orders of one buyer, each with a line of `shop` and one of `other`, most placed and paid. */
async function ordersOfTwoShops(db: Db, buyer: number, shop: Shop, other: Shop, n: number) {
  await db.execute(sql`
    with made as (
      insert into orders (oid, buyer_id, full_name, email, mobile, address, city, state, country,
                          payment_status, order_status, payment_method, stock_taken_at, created_at)
      select 'scale-' || ${shop.id} || '-' || g, ${buyer}, 'Sita Rai', 'sita@pasal.test', '9800000000', 'Ward 1', 'Pokhara', 'Gandaki',
             'Nepal', case when g % 10 < 7 then 'paid' else 'pending' end,
             case when g % 10 < 8 then 'delivered' else 'pending' end, 'cod',
             case when g % 10 < 8 then timestamptz '2026-01-01' + g * interval '7 minutes' end,
             timestamptz '2026-01-01' + g * interval '7 minutes'
      from generate_series(1, ${n}) g
      returning id, created_at),
    lines as (
      insert into order_items (order_id, product_id, vendor_id, qty, price, sub_total, shipping_amount, total,
                               order_status, created_at)
      select made.id, s.product, s.vendor, 1, 150000, 150000, 10000, 160000, 'delivered', made.created_at
      from made cross join (values (${shop.product}::int, ${shop.id}::int), (${other.product}::int, ${other.id}::int)) s(product, vendor)
      returning order_id, vendor_id)
    insert into order_vendors (order_id, vendor_id) select distinct order_id, vendor_id from lines`);
}

interface Shop {
  id: number;
  product: number;
}

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { title: 'Gadgets' });
  const buyer = await createUser(t.db);
  const shops: Shop[] = [];
  for (let i = 0; i < 3; i++) {
    const vendor = await createVendor(t.db, { userId: (await createUser(t.db)).id });
    const product = await createProduct(t.db, { vendorId: vendor.id, categoryId: category.id });
    shops.push({ id: vendor.id, product: product.id });
  }
  const [first, second, third] = shops as [Shop, Shop, Shop];
  busy = first;
  // The busy shop's lines interleave with two other shops' across 12,000 orders.
  await ordersOfTwoShops(t.db, buyer.id, first, second, 6_000);
  await ordersOfTwoShops(t.db, buyer.id, third, second, 6_000);
  // The planner's figures and the visibility map, as autovacuum would leave them in time.
  await t.db.execute(sql`vacuum analyze orders, order_items, order_vendors`);
}, 120_000);
afterAll(() => t.close());

const readsOf = (plan: PlanNode[], table: string) => plan.filter((n) => n['Relation Name'] === table);

function expectIndexOnly(plan: PlanNode[], table: string, index: string) {
  const reads = readsOf(plan, table);
  expect(reads.length, table).toBeGreaterThan(0);
  for (const read of reads) {
    expect(read['Node Type'], table).toBe('Index Only Scan');
    expect(read['Index Name'], table).toBe(index);
  }
}

describe("a busy shop's dashboard", () => {
  it.runIf(indexOnlyReliable)('counts its placed orders from indexes alone', async () => {
    const plan = await explainAnalyze(t.db, placedOrdersCount(t.db, busy.id));
    expectIndexOnly(plan, 'order_vendors', 'order_vendors_vendor_idx');
    expectIndexOnly(plan, 'orders', 'orders_placed_idx');
  });

  it.runIf(indexOnlyReliable)(
    'sums its revenue, and its earnings month by month, from indexes alone',
    async () => {
      for (const statement of [paidRevenue(t.db, busy.id), revenueByMonthQuery(t.db, busy.id)]) {
        const plan = await explainAnalyze(t.db, statement);
        expectIndexOnly(plan, 'order_items', 'order_items_vendor_created_idx');
        expectIndexOnly(plan, 'orders', 'orders_placed_idx');
      }
    },
  );

  it('answers the figures the rows give', async () => {
    // 6,000 orders: 80% placed, 70% paid (every paid one placed), one line of 1,600 rupees each.
    const [[orders], [revenue], months] = await Promise.all([
      placedOrdersCount(t.db, busy.id),
      paidRevenue(t.db, busy.id),
      revenueByMonthQuery(t.db, busy.id),
    ]);
    expect(orders?.n).toBe(4_800);
    expect(revenue?.paisa).toBe(4_200 * 160_000);
    expect(months.reduce((sum, m) => sum + m.orders, 0)).toBe(4_200);
  });
});
