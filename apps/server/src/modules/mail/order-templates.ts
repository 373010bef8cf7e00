import {
  COD_ROUNDING_LABEL,
  formatNpr,
  formatOrderNumber,
  type OrderTotals,
  PAYMENT_METHOD_LABELS,
  type Paisa,
  type PaymentMethod,
} from '@pasal/domain';
import type { Mail } from './outbox.ts';

/** One order line as the mails show it. */
export interface MailLine {
  title: string;
  size: string;
  color: string;
  qty: number;
  /** What the line costs the buyer, coupon taken off. */
  total: Paisa;
}

export interface OrderMailInput {
  oid: string;
  fullName: string;
  method: PaymentMethod;
  lines: readonly MailLine[];
  totals: OrderTotals;
  /** Paisa dropped from a cash-on-delivery total (the buyer's mail shows it). */
  codRounding?: Paisa;
  /** Where the buyer (or vendor) can see the order. */
  orderUrl: string;
  invoiceUrl: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function lineText(line: MailLine): string {
  const variant = [line.size, line.color].filter(Boolean).join(', ');
  return `${line.title}${variant ? ` (${variant})` : ''} × ${line.qty}`;
}

function totalsRows(totals: OrderTotals, codRounding = 0): [string, string][] {
  return [
    ['Subtotal', formatNpr(totals.subTotal)],
    ['Shipping', formatNpr(totals.shipping)],
    ['Tax', formatNpr(totals.tax)],
    ['Service Fee', formatNpr(totals.serviceFee)],
    ...(totals.saved > 0 ? [['Discount', `-${formatNpr(totals.saved)}`] as [string, string]] : []),
    ...(codRounding > 0 ? [[COD_ROUNDING_LABEL, `−${formatNpr(codRounding)}`] as [string, string]] : []),
    ['Total', formatNpr(totals.total)],
  ];
}

/** The same summary as plain text and as a small HTML table. */
function summary(lines: readonly MailLine[], totals: OrderTotals, codRounding?: Paisa) {
  const rows: [string, string][] = [
    ...lines.map((l): [string, string] => [lineText(l), formatNpr(l.total)]),
    ...totalsRows(totals, codRounding),
  ];
  const text = rows.map(([label, amount]) => `${label}: ${amount}`).join('\n');
  const html = `<table>${rows
    .map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${amount}</td></tr>`)
    .join('')}</table>`;
  return { text, html };
}

function links(input: OrderMailInput) {
  return {
    text: `View your order: ${input.orderUrl}\nInvoice: ${input.invoiceUrl}`,
    html: `<p><a href="${escapeHtml(input.orderUrl)}">View your order</a> · <a href="${escapeHtml(input.invoiceUrl)}">Invoice</a></p>`,
  };
}

/** To the buyer once the order is placed: paid online, or to pay on delivery. */
export function orderPlacedMail(to: string, input: OrderMailInput): Mail {
  const cod = input.method === 'cod';
  const headline = cod
    ? `Your order ${formatOrderNumber(input.oid)} is placed. Please pay ${formatNpr(input.totals.total)} on delivery.`
    : `We received your payment of ${formatNpr(input.totals.total)} by ${PAYMENT_METHOD_LABELS[input.method]} for order ${formatOrderNumber(input.oid)}.`;
  const body = summary(input.lines, input.totals, input.codRounding);
  const more = links(input);
  return {
    to,
    subject: cod
      ? `Order ${formatOrderNumber(input.oid)} placed: pay on delivery`
      : `Order ${formatOrderNumber(input.oid)} paid: thank you`,
    text: `Hello ${input.fullName},\n\n${headline}\n\n${body.text}\n\n${more.text}\n\nThank you for shopping with Pasal.`,
    html: `<p>Hello ${escapeHtml(input.fullName)},</p><p>${escapeHtml(headline)}</p>${body.html}${more.html}<p>Thank you for shopping with Pasal.</p>`,
  };
}

export interface VendorMailInput extends OrderMailInput {
  vendorName: string;
  /** Where the parcel goes: the buyer's shipping details. */
  shipTo: string;
}

/** To one vendor: its own lines of a placed order only, and where to send them. */
export function vendorOrderMail(to: string, input: VendorMailInput): Mail {
  const how = input.method === 'cod' ? 'cash on delivery' : `paid by ${PAYMENT_METHOD_LABELS[input.method]}`;
  const headline = `New order ${formatOrderNumber(input.oid)} for ${input.vendorName} (${how}).`;
  const body = summary(input.lines, input.totals);
  return {
    to,
    subject: `New order ${formatOrderNumber(input.oid)}: ${input.lines.length} item${input.lines.length === 1 ? '' : 's'}`,
    text: `${headline}\n\n${body.text}\n\nShip to: ${input.shipTo}\n\nOrder: ${input.orderUrl}`,
    html: `<p>${escapeHtml(headline)}</p>${body.html}<p>Ship to: ${escapeHtml(input.shipTo)}</p><p><a href="${escapeHtml(input.orderUrl)}">Open the order</a></p>`,
  };
}

/** To the buyer whose payment arrived after the last unit was sold: the order is cancelled. */
export function soldOutMail(
  to: string,
  input: { oid: string; fullName: string; amount: Paisa; message: string },
): Mail {
  const text = `Hello ${input.fullName},\n\n${input.message}\nOrder ${formatOrderNumber(input.oid)} is cancelled; ${formatNpr(input.amount)} will be refunded to you.`;
  return {
    to,
    subject: `Order ${formatOrderNumber(input.oid)} cancelled: refund on its way`,
    text,
    html: `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`,
  };
}
