import type { Order } from '@pasal/domain';
import {
  decimalToPaisa,
  formatNpr,
  formatNprDecimal,
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@pasal/domain/plain';
import { variantText } from '../../../components/order/order-item-row.tsx';
import { orderAmounts } from '../../../components/order/order-summary.tsx';
import { PriceBreakdown } from '../../../components/order/price-breakdown.tsx';
import { LogoMark } from '../../../components/ui/logo-mark.tsx';
import { OFFICE_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../config/support.ts';
import { formatDate } from '../../../lib/format.ts';
import { groupByVendor, type VendorGroup } from '../lib/vendor-groups.ts';

const cell = 'border-b border-line px-2 py-2 align-top';
const head =
  'border-b-2 border-ink/20 px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';

/** A shop's share as the PDF invoice shows it: its lines' goods after coupons (integer paisa, exact). */
function shareOf(group: VendorGroup): string {
  return formatNpr(group.items.reduce((sum, item) => sum + (decimalToPaisa(item.line_total) ?? 0), 0));
}

function VendorTable({ group }: { group: VendorGroup }) {
  return (
    <section className="break-inside-avoid-page">
      <h3 className="mb-1 text-sm font-bold text-ink">
        {group.vendor.name}
        {group.vendor.mobile && <span className="font-normal text-ink-muted"> · {group.vendor.mobile}</span>}
      </h3>
      <table className="w-full border-collapse text-sm sm:table-fixed">
        <caption className="sr-only">Items sold by {group.vendor.name}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Item
            </th>
            <th scope="col" className={`${head} text-right sm:w-14`}>
              Qty
            </th>
            <th scope="col" className={`${head} hidden text-right sm:table-cell sm:w-32`}>
              Price
            </th>
            <th scope="col" className={`${head} text-right sm:w-32`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {group.items.map((item) => {
            const details = [
              variantText(item.size, item.color),
              ...item.coupon.map((c) => `Coupon ${c.code} −${c.discount}%`),
            ].filter(Boolean);
            return (
              <tr key={item.id}>
                <td className={cell}>
                  <span className="font-medium text-ink">{item.product.title}</span>
                  {details.length > 0 && (
                    <span className="block text-xs text-ink-muted">{details.join(' · ')}</span>
                  )}
                  {/* Phones have no room for the price column: the unit price goes under the name. */}
                  <span className="block text-xs text-ink-muted sm:hidden">
                    {item.qty} × {formatNprDecimal(item.price)}
                  </span>
                </td>
                <td className={`${cell} text-right tabular-nums`}>{item.qty}</td>
                <td className={`${cell} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
                  {formatNprDecimal(item.price)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatNprDecimal(item.line_total)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-2 text-right font-semibold text-ink">
              {group.vendor.name} subtotal
            </th>
            <td className="hidden sm:table-cell" />
            <td className="px-2 py-2 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
              {shareOf(group)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * Spec §2 "/customer/invoice/{order_oid}": the order as a printable A4 invoice, grouped by the
 * shop that sells each line, with the same numbers as the PDF. `data-print-sheet` is what
 * printing keeps (invoice-print.css).
 */
export function InvoiceSheet({ order }: { order: Order }) {
  const method = order.payment_method ? PAYMENT_METHOD_LABELS[order.payment_method] : 'Not chosen yet';
  return (
    <article
      data-print-sheet
      aria-label={`Invoice for order ${formatOrderNumber(order.oid)}`}
      className="mx-auto w-full max-w-[210mm] space-y-6 rounded-lg border border-line bg-surface p-4 text-ink shadow-card sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-5">
        <div>
          <p className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-brand-800">
            <LogoMark className="size-7" />
            Pasal
          </p>
          <p className="mt-1 text-xs text-ink-muted">{OFFICE_ADDRESS}</p>
          <p className="text-xs text-ink-muted">
            {SUPPORT_EMAIL} · {SUPPORT_PHONE}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-sm sm:text-right">
          <dt className="col-span-2 text-xl font-bold tracking-wide text-ink uppercase">Invoice</dt>
          <dt className="text-ink-muted">Order</dt>
          <dd className="font-mono font-semibold">{formatOrderNumber(order.oid)}</dd>
          <dt className="text-ink-muted">Date</dt>
          <dd>{formatDate(order.date)}</dd>
          <dt className="text-ink-muted">Payment</dt>
          <dd>
            {PAYMENT_STATUS_LABELS[order.payment_status]} ({method})
          </dd>
        </dl>
      </header>
      <section>
        <h2 className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">Bill to</h2>
        <address className="text-sm not-italic">
          <span className="font-semibold">{order.full_name}</span>
          <br />
          {order.address}
          <br />
          {[order.city, order.state, order.country].filter(Boolean).join(', ')}
          <br />
          {order.email} · {order.mobile}
        </address>
      </section>
      <div className="space-y-6">
        {groupByVendor(order.orderitem).map((group) => (
          <VendorTable key={group.vendor.id} group={group} />
        ))}
      </div>
      <section aria-label="Totals" className="ml-auto max-w-xs break-inside-avoid-page">
        <PriceBreakdown amounts={orderAmounts(order)} />
      </section>
      <footer className="border-t border-line pt-4 text-center text-xs text-ink-muted">
        Thank you for shopping on Pasal. Amounts are in Nepalese rupees and include VAT where charged.
      </footer>
    </article>
  );
}
