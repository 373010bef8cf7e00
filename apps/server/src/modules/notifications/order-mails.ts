import { type PaymentMethod, sumLines } from '@pasal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users, vendors } from '../../db/schema/index.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { type MailLine, orderPlacedMail, soldOutMail, vendorOrderMail } from '../mail/order-templates.ts';
import { loadOrderDetail, type OrderDetail } from '../orders/order-detail.service.ts';
import { storedTotals } from '../orders/order-lines.ts';

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  /** Base of the links in the mails (PUBLIC_URL, never a request's Host). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Mail goes out after the order is committed; a mail server that fails must not undo it. */
async function sendAll(deps: MailDeps, mails: Mail[]) {
  const results = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
  for (const result of results) {
    if (result.status === 'rejected') deps.log.error({ err: result.reason }, 'order mail not sent');
  }
}

const mailLine = ({ item, product }: OrderDetail['items'][number]): MailLine => ({
  title: product.title,
  size: item.size,
  color: item.color,
  qty: item.qty,
  total: item.total,
});

/** The buyer's mail of an order: the whole order, with the page to follow it on. */
function buyerMail(deps: MailDeps, detail: OrderDetail, method: PaymentMethod) {
  const { order } = detail;
  const buyerPage = order.buyerId === null ? `/track-order/${order.oid}` : `/customer/order/${order.oid}/`;
  return orderPlacedMail(order.email, {
    ...mailBasics(deps, detail, method),
    lines: detail.items.map(mailLine),
    totals: storedTotals(order),
    orderUrl: `${deps.publicUrl}${buyerPage}`,
  });
}

const mailBasics = (deps: MailDeps, { order }: OrderDetail, method: PaymentMethod) => ({
  oid: order.oid,
  fullName: order.fullName,
  method,
  invoiceUrl: `${deps.publicUrl}/api/v1/invoice/${order.oid}/`,
});

/**
 * The mails of a newly placed order (PRODUCT.md "E-mail on order placed, paid"): the buyer gets
 * the whole order, each vendor its own lines only. Sent by the one caller that placed it.
 */
export async function sendOrderPlacedMails(deps: MailDeps, oid: string, method: PaymentMethod) {
  const detail = await loadOrderDetail(deps.db, oid);
  const { order } = detail;
  const vendorIds = detail.vendors.map((v) => v.id);
  const owners = vendorIds.length
    ? await deps.db
        .select({ id: vendors.id, email: users.email })
        .from(vendors)
        .innerJoin(users, eq(users.id, vendors.userId))
        .where(inArray(vendors.id, vendorIds))
    : [];
  const shipTo = [order.fullName, order.address, order.city, order.state, order.country, order.mobile].join(
    ', ',
  );
  const mails = [
    buyerMail(deps, detail, method),
    ...detail.vendors.flatMap((vendor) => {
      const email = owners.find((o) => o.id === vendor.id)?.email;
      const items = detail.items.filter((i) => i.item.vendorId === vendor.id);
      if (!email) return [];
      return [
        vendorOrderMail(email, {
          ...mailBasics(deps, detail, method),
          vendorName: vendor.name,
          shipTo,
          lines: items.map(mailLine),
          totals: sumLines(items.map((i) => storedTotals(i.item))),
          orderUrl: `${deps.publicUrl}/vendor/orders/${oid}/`,
        }),
      ];
    }),
  ];
  await sendAll(deps, mails);
}

/**
 * A cash-on-delivery order paid online afterwards: the buyer gets the paid mail (the vendors
 * already have the order, and see it paid in their notifications).
 */
export async function sendOrderPaidMail(deps: MailDeps, oid: string, method: PaymentMethod) {
  await sendAll(deps, [buyerMail(deps, await loadOrderDetail(deps.db, oid), method)]);
}

/** To the buyer whose captured payment found the stock gone: the order is cancelled for a refund. */
export async function sendSoldOutMail(
  deps: MailDeps,
  order: { oid: string; fullName: string; email: string; total: number },
  message: string,
) {
  await sendAll(deps, [
    soldOutMail(order.email, { oid: order.oid, fullName: order.fullName, amount: order.total, message }),
  ]);
}
