import {
  EARNINGS_CSV_COLUMNS,
  EARNINGS_MONTHS,
  type VendorMonthlyEarningRow,
  vendorEarningSchema,
  vendorMonthlyEarningSchema,
} from '@pasal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.ts';
import { createCoupon, createOrder, createOrders, createProduct } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { midMonth, nepalDate, nepalMonthOpening, recordRefund } from '../../test/vendor-operations.ts';
import { openShop, type Shop } from '../vendor-products/test-kit.ts';

let t: TestApp;
let queries = 0;
let shop: Shop;
let rival: Shop;
let oldShop: Shop;

const PHONE = 1_000_00;
const SHIPPING = 100_00;
/** One phone, shipped: subtotal + shipping. */
const ONE = PHONE + SHIPPING;

beforeAll(async () => {
  // A commission other than the default proves it is read from the configuration.
  t = await createTestApp({ env: { COMMISSION_PERCENT: '7.5' }, onQuery: () => queries++ });
  shop = await openShop(t);
  rival = await openShop(t);
  const phone = await createProduct(t.db, {
    vendorId: shop.vendorId,
    price: PHONE,
    shippingAmount: SHIPPING,
  });
  const theirs = await createProduct(t.db, { vendorId: rival.vendorId, price: 500_00, shippingAmount: 0 });
  const tenOff = await createCoupon(t.db, { vendorId: shop.vendorId, discount: 10 });
  const paid = { paymentStatus: 'paid', paymentMethod: 'stripe' } as const;

  // This month. A: two phones with our 10% coupon beside the rival's line: 2,200 − 200 = 2,000.
  const a = await createOrder(t.db, {
    items: [{ productId: phone.id, qty: 2 }, { productId: theirs.id }],
    couponIds: [tenOff.id],
    createdAt: midMonth(0),
    ...paid,
  });
  // A duplicate payment of A given back whole (no shop named): not our money, not our refund.
  await recordRefund(t.db, { orderId: a.order.id, vendorId: null, amount: 999_00, status: 'refunded' });
  // B: our part refunded (its total, tax and fee included): nothing of it is revenue.
  const b = await createOrder(t.db, { items: [{ productId: phone.id }], createdAt: midMonth(0), ...paid });
  await recordRefund(t.db, {
    orderId: b.order.id,
    vendorId: shop.vendorId,
    amount: b.items[0]?.total ?? 0,
    status: 'refunded',
  });
  // Not revenue: cash on delivery not paid yet; paid but never placed (its last unit sold meanwhile).
  await createOrder(t.db, { items: [{ productId: phone.id }], createdAt: midMonth(0), paymentMethod: 'cod' });
  await createOrder(t.db, {
    items: [{ productId: phone.id }],
    createdAt: midMonth(0),
    ...paid,
    stockTaken: false,
  });

  // Last month. C: 300 owed back by hand (ConnectIPS): 1,100 − 300.
  const c = await createOrder(t.db, { items: [{ productId: phone.id }], createdAt: midMonth(1), ...paid });
  await recordRefund(t.db, { orderId: c.order.id, vendorId: shop.vendorId, amount: 300_00, status: 'owed' });
  // D, at 00:05 on the 1st in Kathmandu (the month before in UTC): refunds not made yet count not.
  const d = await createOrder(t.db, {
    items: [{ productId: phone.id }],
    createdAt: nepalMonthOpening(1),
    ...paid,
  });
  await recordRefund(t.db, {
    orderId: d.order.id,
    vendorId: shop.vendorId,
    amount: 500_00,
    status: 'pending',
  });
  await recordRefund(t.db, {
    orderId: d.order.id,
    vendorId: shop.vendorId,
    amount: 200_00,
    status: 'failed',
  });

  // Two months ago: F.
  await createOrder(t.db, { items: [{ productId: phone.id }], createdAt: midMonth(2), ...paid });
  // E: cash on delivery, paid when the rival's part was delivered, but our part was cancelled
  // before it shipped (nothing charged, so nothing refunded): not our revenue.
  const e = await createOrder(t.db, {
    items: [{ productId: phone.id }, { productId: theirs.id }],
    createdAt: midMonth(2),
    paymentMethod: 'cod',
    paymentStatus: 'paid',
  });
  await t.db
    .update(orderItems)
    .set({ orderStatus: 'cancelled', cancelledBy: 'vendor' })
    .where(and(eq(orderItems.orderId, e.order.id), eq(orderItems.vendorId, shop.vendorId)));

  // A shop with sales in each of the last 40 months: 1, 2 or 3 phones a month.
  oldShop = await openShop(t);
  const oldPhone = await createProduct(t.db, {
    vendorId: oldShop.vendorId,
    price: PHONE,
    shippingAmount: SHIPPING,
  });
  await createOrders(
    t.db,
    Array.from({ length: 40 }, (_, back) => ({
      items: [{ productId: oldPhone.id, qty: (back % 3) + 1 }],
      createdAt: midMonth(back),
      ...paid,
    })),
  );
});
afterAll(() => t.close());

const get = (who: Shop, path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: who.headers });
const monthly = async (who: Shop, query = '') => {
  const res = await get(who, `vendor-monthly-earning/${who.vendorId}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return vendorMonthlyEarningSchema.parse(res.json());
};
const ym = (back: number) => {
  const { year, month } = nepalDate(midMonth(back));
  return { year, month };
};

describe('vendor-earning', () => {
  it("answers this Nepal month's and all time's revenue net of coupons and refunds, with commission and net", async () => {
    const res = await get(shop, `vendor-earning/${shop.vendorId}/`);
    expect(res.statusCode, res.body).toBe(200);
    // This month 2,000 (A; B refunded); all time 2,000 + 1,900 (C 800, D 1,100) + 1,100 (F).
    expect(vendorEarningSchema.parse(res.json())).toEqual([
      {
        monthly_revenue: '2000.00',
        total_revenue: '5000.00',
        commission_percent: 7.5,
        monthly_commission: '150.00',
        monthly_net_payable: '1850.00',
        total_commission: '375.00',
        total_net_payable: '4625.00',
      },
    ]);
  });

  it("counts only the caller's shop: the rival's line of a shared order is the rival's", async () => {
    const res = await get(rival, `vendor-earning/${rival.vendorId}/`);
    // A this month; E two months ago, whose other part (ours) was cancelled.
    expect(res.json()[0]).toMatchObject({ monthly_revenue: '500.00', total_revenue: '1000.00' });
    expect((await get(rival, `vendor-earning/${shop.vendorId}/`)).statusCode).toBe(403);
    expect((await get(rival, `vendor-monthly-earning/${shop.vendorId}/`)).statusCode).toBe(403);
  });
});

describe('vendor-monthly-earning', () => {
  it('answers one row per Nepal month with sales, newest first: orders, revenue, commission, net and growth', async () => {
    expect(await monthly(shop)).toEqual([
      // (2,000 − 1,900) / 1,900 = 5.26%
      {
        ...ym(0),
        sales_count: 2,
        total_earning: '2000.00',
        commission: '150.00',
        net_payable: '1850.00',
        growth: 5.3,
      },
      // (1,900 − 1,100) / 1,100 = 72.72%
      {
        ...ym(1),
        sales_count: 2,
        total_earning: '1900.00',
        commission: '142.50',
        net_payable: '1757.50',
        growth: 72.7,
      },
      {
        ...ym(2),
        sales_count: 1,
        total_earning: '1100.00',
        commission: '82.50',
        net_payable: '1017.50',
        growth: 0,
      },
    ]);
  });

  it(`is bounded: the ${EARNINGS_MONTHS} most recent months, the oldest one's growth against the month before it`, async () => {
    const rows = await monthly(oldShop);
    expect(rows).toHaveLength(EARNINGS_MONTHS);
    expect(rows.map(({ year, month }) => ({ year, month }))).toEqual(
      Array.from({ length: EARNINGS_MONTHS }, (_, back) => ym(back)),
    );
    const revenue = (back: number) => ((back % 3) + 1) * ONE;
    const oldest = EARNINGS_MONTHS - 1;
    const expected = Math.round(((revenue(oldest) - revenue(oldest + 1)) / revenue(oldest + 1)) * 1000) / 10;
    expect(rows[oldest]?.growth).toBe(expected);
    expect(rows[oldest]?.growth).not.toBe(0);
  });

  it('filters by month, year, text and revenue on the server', async () => {
    const [, lastMonth] = await monthly(shop);
    const { year, month } = ym(1);
    expect(await monthly(shop, `?month=${month}&year=${year}`)).toEqual([lastMonth]);
    const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(await monthly(shop, `?query=${name.slice(0, 3).toUpperCase()}`)).toEqual([lastMonth]);
    expect((await monthly(shop, '?min_revenue=1950')).map((r) => r.total_earning)).toEqual(['2000.00']);
    expect((await monthly(shop, '?max_revenue=1100&min_revenue=')).map((r) => r.total_earning)).toEqual([
      '1100.00',
    ]);
    expect(await monthly(shop, `?year=${ym(0).year - 5}`)).toEqual([]);
  });

  it('downloads the same rows as CSV (RFC 4180, an attachment), filters included', async () => {
    for (const query of ['', '?min_revenue=1950']) {
      const json = await monthly(shop, query);
      const res = await get(
        shop,
        `vendor-monthly-earning/${shop.vendorId}/${query}${query ? '&' : '?'}format=csv`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="earnings-${shop.vendorId}.csv"`);
      expect(res.body.endsWith('\r\n')).toBe(true);
      const [header, ...lines] = res.body.slice(0, -2).split('\r\n');
      expect(header).toBe(EARNINGS_CSV_COLUMNS.join(','));
      const asCsv = (row: VendorMonthlyEarningRow) =>
        EARNINGS_CSV_COLUMNS.map((c) => String(row[c])).join(',');
      expect(lines).toEqual(json.map(asCsv));
    }
  });

  it('answers a bad filter with 400, not 500', async () => {
    for (const query of ['?format=xml', '?month=13', '?year=abc']) {
      expect((await get(shop, `vendor-monthly-earning/${shop.vendorId}/${query}`)).statusCode).toBe(400);
    }
  });

  it('costs the same queries for 3 months as for 40 (no query per month)', async () => {
    const cost = async (who: Shop) => {
      queries = 0;
      await monthly(who);
      const rows = queries;
      queries = 0;
      await get(who, `vendor-earning/${who.vendorId}/`);
      return { rows, summary: queries };
    };
    const small = await cost(shop);
    expect(await cost(oldShop)).toEqual(small);
    expect(small).toEqual({ rows: 1, summary: 1 });
  });
});
