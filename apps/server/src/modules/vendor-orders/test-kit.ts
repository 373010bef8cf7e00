import {
  formatOrderNumber,
  type OrderStatus,
  type VendorOrderDetail,
  type VendorOrderRow,
} from '@pasal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notifications, orderItems, outboxMail } from '../../db/schema/index.ts';
import type { Vendor } from '../../db/seed/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Calls and looks at the rows for the vendor order tests. */

export const vendorHeaders = (t: TestApp, shop: Pick<Vendor, 'id' | 'userId'>) =>
  t.bearer({ user_id: shop.userId, vendor_id: shop.id });

/** `GET vendor/orders/{vendor_id}/` as the shop, with a query string. */
export async function listOrders(t: TestApp, shop: Pick<Vendor, 'id' | 'userId'>, query = '') {
  const res = await t.app.inject({
    url: `/api/v1/vendor/orders/${shop.id}/${query ? `?${query}` : ''}`,
    headers: await vendorHeaders(t, shop),
  });
  return { res, rows: res.statusCode === 200 ? (res.json() as VendorOrderRow[]) : [] };
}

/** `GET vendor/orders/{vendor_id}/{oid}/` as the shop. */
export async function orderDetail(t: TestApp, shop: Pick<Vendor, 'id' | 'userId'>, oid: string) {
  const res = await t.app.inject({
    url: `/api/v1/vendor/orders/${shop.id}/${oid}/`,
    headers: await vendorHeaders(t, shop),
  });
  return { res, detail: res.json() as VendorOrderDetail };
}

/** `PATCH vendor/orders/{vendor_id}/{oid}/ {order_status}` as the shop. */
export async function patchStatus(
  t: TestApp,
  shop: Pick<Vendor, 'id' | 'userId'>,
  oid: string,
  status: OrderStatus | string,
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/vendor/orders/${shop.id}/${oid}/`,
    payload: { order_status: status },
    headers: await vendorHeaders(t, shop),
  });
}

/** The statuses of one shop's lines of an order, in line order. */
export const partStatuses = async (t: TestApp, orderId: number, vendorId: number) =>
  (
    await t.db
      .select({ status: orderItems.orderStatus })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorId)))
      .orderBy(asc(orderItems.id))
  ).map((row) => row.status);

/** The customer's notifications of an order of these kinds, oldest first. */
export const notificationsOf = (t: TestApp, orderId: number, kinds: string[]) =>
  t.db
    .select({
      userId: notifications.userId,
      orderItemId: notifications.orderItemId,
      kind: notifications.kind,
    })
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), inArray(notifications.kind, kinds)))
    .orderBy(asc(notifications.id));

/** The mails to `to` whose subject names the order, oldest first. */
export const mailsAbout = async (t: TestApp, to: string, oid: string) =>
  (await t.db.select().from(outboxMail).where(eq(outboxMail.to, to)).orderBy(asc(outboxMail.id))).filter(
    (m) => m.subject.includes(formatOrderNumber(oid)),
  );
