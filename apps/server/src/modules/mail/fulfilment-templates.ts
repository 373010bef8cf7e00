import { formatNpr, formatOrderNumber } from '@pasal/domain';
import { escapeHtml, lineText, type MailLine } from './order-templates.ts';
import type { Mail } from './outbox.ts';

/** The steps of a shop's part the buyer hears of (a cancel has mails of its own). */
export type FulfilmentStep = 'processing' | 'shipped' | 'delivered';

export interface FulfilmentMailInput {
  oid: string;
  fullName: string;
  shopName: string;
  step: FulfilmentStep;
  /** The shop's lines in the order: the part that moved. */
  lines: readonly MailLine[];
  /** Where the buyer sees the order. */
  orderUrl: string;
  /** The order's tracking page. */
  trackingUrl: string;
  /** The courier's order id, once shipped. */
  trackingId: string | null;
  /** What the courier collects at the door for this part; 0 when it is paid. */
  codAmount: number;
}

function headline({ oid, shopName, step, codAmount }: FulfilmentMailInput): string {
  if (step === 'processing') return `${shopName} is preparing your items of order ${formatOrderNumber(oid)}.`;
  if (step === 'delivered')
    return `Your items of order ${formatOrderNumber(oid)} from ${shopName} have been delivered.`;
  const cash = codAmount > 0 ? ` Please have ${formatNpr(codAmount)} ready to pay on delivery.` : '';
  return `${shopName} has handed your items of order ${formatOrderNumber(oid)} to the courier (Nepal Can Move).${cash}`;
}

const SUBJECTS: Record<FulfilmentStep, (input: FulfilmentMailInput) => string> = {
  processing: (i) => `Order ${formatOrderNumber(i.oid)}: ${i.shopName} is preparing your items`,
  shipped: (i) => `Order ${formatOrderNumber(i.oid)} shipped by ${i.shopName}`,
  delivered: (i) => `Order ${formatOrderNumber(i.oid)} delivered`,
};

/** A paragraph as plain text and as HTML. */
const paragraph = (text: string) => ({ text, html: `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>` });

/** Where to follow the part: the parcel once shipped, else the order. */
function follow({ step, trackingId, trackingUrl, orderUrl }: FulfilmentMailInput) {
  if (step !== 'shipped') {
    return {
      text: `View your order: ${orderUrl}`,
      html: `<p><a href="${escapeHtml(orderUrl)}">View your order</a></p>`,
    };
  }
  const id = trackingId ?? 'pending';
  return {
    text: `Courier tracking id: ${id}\nTrack your parcel: ${trackingUrl}`,
    html: `<p>Courier tracking id: ${escapeHtml(id)}<br><a href="${escapeHtml(trackingUrl)}">Track your parcel</a></p>`,
  };
}

/**
 * To the buyer as a shop moves its part along: which items, and where to follow them. The
 * shipped mail carries the courier's tracking id and the tracking page.
 */
export function fulfilmentMail(to: string, input: FulfilmentMailInput): Mail {
  const blocks = [
    paragraph(`Hello ${input.fullName},`),
    paragraph(headline(input)),
    paragraph(input.lines.map((line) => `${lineText(line)}: ${formatNpr(line.total)}`).join('\n')),
    follow(input),
    paragraph('Thank you for shopping with Pasal.'),
  ];
  return {
    to,
    subject: SUBJECTS[input.step](input),
    text: blocks.map((block) => block.text).join('\n\n'),
    html: blocks.map((block) => block.html).join(''),
  };
}
