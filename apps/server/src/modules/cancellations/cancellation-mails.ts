import {
  type CancelledBy,
  formatNpr,
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@pasal/domain';
import type { Mail } from '../mail/outbox.ts';
import { REFUNDED_BY_HAND } from '../payments/payment-provider.ts';

/** A cancelled line as the mails name it. */
export interface CancelledLine {
  title: string;
  size: string;
  color: string;
  qty: number;
}

/** What happens to the money of the cancelled lines. */
export type MoneyBack =
  | { kind: 'refund'; amount: number; method: Exclude<PaymentMethod, 'cod'> }
  /** Not paid (yet): cash on delivery, or an order never paid. */
  | { kind: 'none' };

export interface CancellationMailInput {
  oid: string;
  fullName: string;
  by: CancelledBy;
  /** Every line of the order is now cancelled. */
  wholeOrder: boolean;
  lines: readonly CancelledLine[];
  money: MoneyBack;
  /** Where the reader sees the order. */
  orderUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text, and the same as HTML paragraph by paragraph. */
function mail(to: string, subject: string, paragraphs: readonly string[]): Mail {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join(''),
  };
}

const lineList = (lines: readonly CancelledLine[]) =>
  lines
    .map((line) => {
      const variant = [line.size, line.color].filter(Boolean).join(', ');
      return `${line.title}${variant ? ` (${variant})` : ''} × ${line.qty}`;
    })
    .join('\n');

/** ConnectIPS and the wallets are paid back by hand (see each adapter's `refund`). */
function moneyText(money: MoneyBack): string {
  if (money.kind === 'none') return 'Nothing was charged for them.';
  const amount = formatNpr(money.amount);
  const label = PAYMENT_METHOD_LABELS[money.method];
  return REFUNDED_BY_HAND.has(money.method)
    ? `${amount} is owed back to you: ${label} has no automatic refund, so we will pay it back to you directly.`
    : `${amount} will be refunded to your ${label} payment.`;
}

/** To the buyer: what was cancelled, by whom, and what becomes of the money. */
export function customerCancellationMail(to: string, input: CancellationMailInput): Mail {
  const who = input.by === 'vendor' ? 'The shop cancelled' : 'You cancelled';
  const what = input.wholeOrder
    ? `your order ${formatOrderNumber(input.oid)}`
    : `these items of your order ${formatOrderNumber(input.oid)}`;
  return mail(
    to,
    input.wholeOrder
      ? `Order ${formatOrderNumber(input.oid)} cancelled`
      : `Order ${formatOrderNumber(input.oid)}: items cancelled`,
    [
      `Hello ${input.fullName},`,
      `${who} ${what}:\n${lineList(input.lines)}`,
      moneyText(input.money),
      `View your order: ${input.orderUrl}`,
    ],
  );
}

/** To a shop whose part the customer cancelled: not to ship it. */
export function vendorCancellationMail(
  to: string,
  input: { oid: string; vendorName: string; lines: readonly CancelledLine[]; orderUrl: string },
): Mail {
  return mail(to, `Order ${formatOrderNumber(input.oid)}: the customer cancelled`, [
    `The customer cancelled these items of order ${formatOrderNumber(input.oid)} from ${input.vendorName}; please do not ship them:\n${lineList(input.lines)}`,
    `Order: ${input.orderUrl}`,
  ]);
}
