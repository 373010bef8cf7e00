import { type VendorNotification, vendorNotificationListSchema } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderRow, partTotal, placeCashOnDelivery, twoShopOrder } from '../cancellations/test-kit.ts';
import { vendorHeaders } from '../vendor-orders/test-kit.ts';

/** The vendor's notifications (spec §2 Notifications, §7 vendor-noti-*), over HTTP. */
let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({ onQuery: () => queries++ });
});
afterAll(() => t.close());

type Shop = { id: number; userId: number };
const rupees = (paisa: number) => (paisa / 100).toFixed(2);

async function get(shop: Shop, call: string) {
  return t.app.inject({ url: `/api/v1/${call}`, headers: await vendorHeaders(t, shop) });
}
const summary = async (shop: Shop) => (await get(shop, `vendor-noti-summary/${shop.id}/`)).json()[0];
async function list(shop: Shop, query = '') {
  const res = await get(shop, `vendor-noti-list/${shop.id}/${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: vendorNotificationListSchema.parse(res.json()),
    total: Number(res.headers['x-total-count']),
  };
}
async function open(shop: Shop, oid: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/vendor-noti-mark-seen/${shop.id}/${oid}/`,
    headers: await vendorHeaders(t, shop),
  });
}

describe('vendor notifications', () => {
  it('counts each placed order once, lists it with this shop’s lines and the buyer, and reading it moves the count', async () => {
    const { a, b, oid, order } = await twoShopOrder(t);
    await placeCashOnDelivery(t, oid);
    expect(await summary(a)).toEqual({ un_read_noti: 1, read_noti: 0, all_noti: 1 });

    const { rows, total } = await list(a);
    expect(total).toBe(1);
    const [note] = rows as [VendorNotification];
    expect(note).toMatchObject({
      order_oid: oid,
      seen: false,
      total: rupees(await partTotal(t, order.id, a.id)),
    });
    // Shop a's two lines only, never shop b's speaker.
    expect(note.items.map((i) => i.product.title).sort()).toEqual(['IdeaPad Slim 5', 'Wireless Mouse']);
    const placed = await orderRow(t, oid);
    expect(note.customer).toMatchObject({
      full_name: placed.fullName,
      email: placed.email,
      mobile: placed.mobile,
    });

    const read = await open(a, oid);
    expect(read.statusCode, read.body).toBe(200);
    expect(await summary(a)).toEqual({ un_read_noti: 0, read_noti: 1, all_noti: 1 });
    // Shop b's notification of the same order is its own, still unread.
    expect(await summary(b)).toEqual({ un_read_noti: 1, read_noti: 0, all_noti: 1 });
    expect((await list(a, 'seen=unread')).rows).toEqual([]);
    expect((await list(a, 'seen=read')).rows.map((r) => r.order_oid)).toEqual([oid]);
  });

  it('searches, filters by price and sorts on the server, paginated by order', async () => {
    const one = await twoShopOrder(t);
    await placeCashOnDelivery(t, one.oid);
    const { a } = one;
    // A second, smaller order of shop a: one mouse.
    const { oid: small } = await placeOrder(t, [{ product_id: one.products.mouse.id, qty: 1 }], {
      userId: one.buyer.id,
    });
    await placeCashOnDelivery(t, small);
    const totalOne = await partTotal(t, one.order.id, a.id);
    const oids = async (query: string) => (await list(a, query)).rows.map((r) => r.order_oid);
    expect(await oids('sort=newest')).toEqual([small, one.oid]);
    expect(await oids('sort=oldest')).toEqual([one.oid, small]);
    expect(await oids('sort=price_asc')).toEqual([small, one.oid]);
    expect(await oids('sort=price_desc')).toEqual([one.oid, small]);
    const firstPage = await list(a, 'sort=oldest&page_size=1');
    expect(firstPage).toMatchObject({ total: 2 });
    expect(firstPage.rows.map((r) => r.order_oid)).toEqual([one.oid]);
    expect((await list(a, `query=${one.oid}`)).rows.map((r) => r.order_oid)).toEqual([one.oid]);
    expect(await oids('query=ideapad')).toEqual([one.oid]);
    const buyer = (await orderRow(t, small)).fullName;
    expect(await oids(`query=${encodeURIComponent(buyer)}&sort=oldest`)).toEqual([one.oid, small]);
    expect(await oids('query=flip')).toEqual([]);
    const rupeesOne = totalOne / 100;
    expect(await oids(`min_price=${Math.ceil(rupeesOne + 1)}`)).toEqual([]);
    expect(await oids(`max_price=${Math.floor(rupeesOne - 1)}`)).toEqual([small]);
    expect(await oids(`min_price=${Math.floor(rupeesOne - 1)}`)).toEqual([one.oid]);
    // No query per order or line: a page of one costs what a page of both does.
    const cost = async (query: string) => {
      queries = 0;
      await list(a, query);
      return queries;
    };
    expect(await cost('page_size=1')).toBe(await cost('page_size=20'));
    const bad = await get(a, `vendor-noti-list/${a.id}/?sort=cheapest`);
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another shop's notifications and an order the shop has no lines in", async () => {
    const { a, b } = await twoShopOrder(t);
    const other = await twoShopOrder(t);
    await placeCashOnDelivery(t, other.oid);
    const res = await t.app.inject({
      url: `/api/v1/vendor-noti-list/${b.id}/`,
      headers: await vendorHeaders(t, a),
    });
    expect(res.statusCode).toBe(403);
    // Shop a has no lines in `other`: reading it is refused and changes nothing of theirs.
    expect((await open(a, other.oid)).statusCode).toBe(404);
    expect(await summary(other.a)).toEqual({ un_read_noti: 1, read_noti: 0, all_noti: 1 });
  });
});
