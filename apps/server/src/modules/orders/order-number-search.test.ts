import { formatOrderNumber } from '@pasal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeCashOnDelivery, twoShopOrder } from '../cancellations/test-kit.ts';
import { listOrders, vendorHeaders } from '../vendor-orders/test-kit.ts';

/** A vendor types the order number as they read it (grouped, upper-case) into a search box. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('searching by the order number a person reads', () => {
  it('finds the order in the vendor’s orders and notifications by its grouped number, or part of it', async () => {
    const { oid, a } = await twoShopOrder(t);
    await twoShopOrder(t);
    await placeCashOnDelivery(t, oid);
    const grouped = formatOrderNumber(oid);
    for (const typed of [grouped, grouped.slice(0, 9), ` ${grouped.slice(5, 14).replace('-', ' ')} `]) {
      const { rows } = await listOrders(t, a, new URLSearchParams({ query: typed }).toString());
      expect(
        rows.map((r) => r.oid),
        typed,
      ).toEqual([oid]);
      const notes = await t.app.inject({
        url: `/api/v1/vendor-noti-list/${a.id}/?${new URLSearchParams({ query: typed })}`,
        headers: await vendorHeaders(t, a),
      });
      expect(notes.statusCode, notes.body).toBe(200);
      expect(new Set(notes.json().map((n: { order_oid: string }) => n.order_oid)), typed).toEqual(
        new Set([oid]),
      );
    }
  });
});
