import {
  COD_ROUNDING_LABEL,
  formatNpr,
  formatOrderNumber,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  sumLines,
} from '@pasal/domain';
import type { OrderDetail } from '../orders/order-detail.service.ts';
import { storedTotals } from '../orders/order-lines.ts';
import { DevanagariDocument } from './devanagari-document.ts';
import { registerInvoiceFonts } from './invoice-fonts.ts';

const MARGIN = 50;
/** Columns of the item table: description, quantity, unit price, amount (x and width, points). */
const COLUMNS = { item: [MARGIN, 270], qty: [325, 40], price: [370, 85], amount: [460, 85] } as const;
const ROW_GAP = 4;

type Doc = DevanagariDocument;

function pageBottom(doc: Doc) {
  return doc.page.height - MARGIN;
}

/** Starts a new page when `height` more points would not fit. */
function room(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

interface Cell {
  text: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Cells side by side; the row is as tall as its tallest cell, on a new page if it must be. */
function cells(doc: Doc, row: Cell[], bold: boolean) {
  doc.font(bold ? 'bold' : 'regular').fontSize(9);
  const height = Math.max(...row.map((c) => doc.heightOfString(c.text, { width: c.width })));
  room(doc, height + ROW_GAP);
  const top = doc.y;
  for (const cell of row) doc.text(cell.text, cell.x, top, { width: cell.width, align: cell.align });
  doc.x = MARGIN;
  doc.y = top + height + ROW_GAP;
}

function row(doc: Doc, texts: Record<keyof typeof COLUMNS, string>, bold = false) {
  const names = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
  cells(
    doc,
    names.map((name) => {
      const [x, width] = COLUMNS[name];
      return { text: texts[name], x, width, align: name === 'item' ? 'left' : 'right' };
    }),
    bold,
  );
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += ROW_GAP;
}

/** A label right-aligned before the amount column, and the amount in it. */
function totalLine(doc: Doc, label: string, amount: string, bold = false) {
  const [x, width] = COLUMNS.amount;
  cells(
    doc,
    [
      { text: label, x: MARGIN, width: x - MARGIN - 5, align: 'right' },
      { text: amount, x, width, align: 'right' },
    ],
    bold,
  );
}

/**
 * The printable invoice (spec §2 "/customer/invoice": grouped by vendor, A4): the buyer and
 * order, each vendor's lines with its subtotal, then the order totals, all in NPR through the
 * one formatter. Set in Noto Sans Devanagari (invoice-fonts.ts), so Nepali names, addresses
 * and titles print and extract as written beside the Latin text.
 */
export function renderInvoice({ order, items, vendors }: OrderDetail): Promise<Buffer> {
  const doc = new DevanagariDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Invoice ${formatOrderNumber(order.oid)}`,
      Author: 'Pasal',
      Subject: `Order ${formatOrderNumber(order.oid)}`,
    },
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text('Pasal', { continued: true });
  doc.font('regular').fontSize(20).text('  Invoice');
  doc.moveDown(0.5).fontSize(10);
  doc.text(`Order ${formatOrderNumber(order.oid)}`);
  doc.text(`Date: ${order.createdAt.toISOString().slice(0, 10)}`);
  const method = order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : 'Not chosen yet';
  doc.text(`Payment: ${PAYMENT_STATUS_LABELS[order.paymentStatus]} (${method})`);
  doc.text(`Order status: ${ORDER_STATUS_LABELS[order.orderStatus]}`);
  doc.moveDown();
  doc.font('bold').text('Bill to');
  doc.font('regular');
  for (const line of [
    order.fullName,
    order.address,
    [order.city, order.state, order.country].join(', '),
    order.email,
    order.mobile,
  ]) {
    doc.text(line);
  }
  doc.moveDown();

  for (const vendor of vendors) {
    const lines = items.filter((i) => i.item.vendorId === vendor.id);
    room(doc, 60);
    doc.font('bold').fontSize(12).text(vendor.name, MARGIN);
    doc.moveDown(0.3);
    row(doc, { item: 'Item', qty: 'Qty', price: 'Price', amount: 'Amount' }, true);
    rule(doc);
    for (const { item, product, coupons } of lines) {
      const details = [item.size, item.color, ...coupons.map((c) => `coupon ${c.code} -${c.discount}%`)]
        .filter(Boolean)
        .join(', ');
      row(doc, {
        item: details ? `${product.title} (${details})` : product.title,
        qty: String(item.qty),
        price: formatNpr(item.price),
        amount: formatNpr(item.subTotal - item.saved),
      });
    }
    rule(doc);
    const share = sumLines(lines.map((l) => storedTotals(l.item)));
    totalLine(doc, `${vendor.name} subtotal`, formatNpr(share.subTotal - share.saved), true);
    doc.moveDown();
  }

  const totals = storedTotals(order);
  room(doc, 120);
  rule(doc);
  totalLine(doc, 'Subtotal', formatNpr(totals.subTotal));
  if (totals.saved > 0) totalLine(doc, 'Discount', `-${formatNpr(totals.saved)}`);
  totalLine(doc, 'Shipping', formatNpr(totals.shipping));
  totalLine(doc, 'Tax', formatNpr(totals.tax));
  totalLine(doc, 'Service Fee', formatNpr(totals.serviceFee));
  if (order.codRounding > 0) totalLine(doc, COD_ROUNDING_LABEL, `−${formatNpr(order.codRounding)}`);
  totalLine(doc, 'Total', formatNpr(totals.total), true);
  doc.end();
  return done;
}
