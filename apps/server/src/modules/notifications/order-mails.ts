import { type PaymentMethod, sumLines } from '@pasal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users, vendors } from '../../db/schema/index.ts';
import { type MailLine, orderPlacedMail, soldOutMail, vendorOrderMail } from '../mail/order-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { loadOrderDetail, type OrderDetail } from '../orders/order-detail.service.ts';
import { storedTotals } from '../orders/order-lines.ts';

/** What confirming an order needs: the database, and the base of the links in its mails. */
export interface MailDeps {
  db: Db;
  /** PUBLIC_URL, never a request's Host. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const mailLine = ({ item, product }: OrderDetail['items'][number]): MailLine => ({
  title: product.title,
  size: item.size,
  color: item.color,
  qty: item.qty,
  total: item.total,
});

/** The buyer's mail of an order: the whole order, with the page to follow it on. */
function buyerMail(publicUrl: string, detail: OrderDetail, method: PaymentMethod) {
  const { order } = detail;
  const buyerPage = order.buyerId === null ? `/track-order/${order.oid}` : `/customer/order/${order.oid}/`;
  return orderPlacedMail(order.email, {
    ...mailBasics(publicUrl, detail, method),
    lines: detail.items.map(mailLine),
    totals: storedTotals(order),
    codRounding: order.codRounding,
    orderUrl: `${publicUrl}${buyerPage}`,
  });
}

const mailBasics = (publicUrl: string, { order }: OrderDetail, method: PaymentMethod) => ({
  oid: order.oid,
  fullName: order.fullName,
  method,
  invoiceUrl: `${publicUrl}/api/v1/invoice/${order.oid}/`,
});

/**
 * The mails of a newly placed order (PRODUCT.md "E-mail on order placed, paid"): the buyer gets
 * the whole order, each vendor its own lines only. Written with `tx`, the transaction that
 * placed the order, so they exist exactly when it is placed.
 */
export async function enqueueOrderPlacedMails(tx: Db, publicUrl: string, oid: string, method: PaymentMethod) {
  const detail = await loadOrderDetail(tx, oid);
  const { order } = detail;
  const vendorIds = detail.vendors.map((v) => v.id);
  const owners = vendorIds.length
    ? await tx
        .select({ id: vendors.id, email: users.email })
        .from(vendors)
        .innerJoin(users, eq(users.id, vendors.userId))
        .where(inArray(vendors.id, vendorIds))
    : [];
  const shipTo = [order.fullName, order.address, order.city, order.state, order.country, order.mobile].join(
    ', ',
  );
  const mails = [
    buyerMail(publicUrl, detail, method),
    ...detail.vendors.flatMap((vendor) => {
      const email = owners.find((o) => o.id === vendor.id)?.email;
      const items = detail.items.filter((i) => i.item.vendorId === vendor.id);
      if (!email) return [];
      return [
        vendorOrderMail(email, {
          ...mailBasics(publicUrl, detail, method),
          vendorName: vendor.name,
          shipTo,
          lines: items.map(mailLine),
          totals: sumLines(items.map((i) => storedTotals(i.item))),
          orderUrl: `${publicUrl}/vendor/orders/${oid}/`,
        }),
      ];
    }),
  ];
  await enqueueMail(tx, mails);
}

/**
 * A cash-on-delivery order paid online afterwards: the buyer gets the paid mail (the vendors
 * already have the order, and see it paid in their notifications). Written with `tx`, the
 * transaction that settled it.
 */
export async function enqueueOrderPaidMail(tx: Db, publicUrl: string, oid: string, method: PaymentMethod) {
  await enqueueMail(tx, [buyerMail(publicUrl, await loadOrderDetail(tx, oid), method)]);
}

/**
 * To the buyer whose captured payment found the stock gone: the order is cancelled for a refund.
 * Written with `tx`, the transaction that cancelled it.
 */
export async function enqueueSoldOutMail(
  tx: Db,
  order: { oid: string; fullName: string; email: string; total: number },
  message: string,
) {
  await enqueueMail(tx, [
    soldOutMail(order.email, { oid: order.oid, fullName: order.fullName, amount: order.total, message }),
  ]);
}
