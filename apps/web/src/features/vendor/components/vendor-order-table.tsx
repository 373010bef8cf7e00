import type { VendorOrderRow } from '@pasal/domain';
import { formatNprDecimal, formatOrderNumber } from '@pasal/domain/plain';
import { Eye } from 'lucide-react';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/status-badges.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Table, Td, Th } from '../../../components/ui/table.tsx';
import { formatCount, formatDate } from '../../../lib/format.ts';

/** View (spec §2) goes to the order; in the table, an eye alone keeps the eight columns on screen. */
function ViewLink({ oid, compact = false }: { oid: string; compact?: boolean }) {
  return (
    <LinkButton
      to={`/vendor/orders/${oid}/`}
      variant={compact ? 'ghost' : 'secondary'}
      size={compact ? 'icon' : 'sm'}
      className={compact ? 'size-9 text-ink-muted' : undefined}
      title="View"
    >
      <Eye className="size-4" aria-hidden="true" />
      <span className={compact ? 'sr-only' : undefined}>View</span>
      <span className="sr-only"> order {formatOrderNumber(oid)}</span>
    </LinkButton>
  );
}

function Customer({ row }: { row: VendorOrderRow }) {
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-ink">{row.full_name}</span>
      <span className="block truncate text-xs text-ink-subtle" title={row.email}>
        {row.email}
      </span>
    </span>
  );
}

const units = (n: number) => `${formatCount(n)} ${n === 1 ? 'item' : 'items'}`;

/**
 * Spec §2 "Orders": Order ID, Customer, Items, Total, Payment, Status, Date, Actions; the
 * amounts and status are this shop's part. Eight columns need a wide screen beside the sidebar:
 * narrower ones get one card per order instead.
 */
export function VendorOrderTable({ rows }: { rows: VendorOrderRow[] }) {
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Your orders">
        {rows.map((row) => (
          <li
            key={row.oid}
            data-oid={row.oid}
            className="rounded-lg border border-line bg-surface p-3 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <Customer row={row} />
              <span className="shrink-0 font-semibold text-ink tabular-nums">
                {formatNprDecimal(row.total)}
              </span>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
              <PaymentStatusBadge status={row.payment_status} withLabel />
              <OrderStatusBadge status={row.order_status} withLabel />
            </p>
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-line pt-2 text-xs text-ink-subtle">
              <span>
                <span className="font-mono">#{formatOrderNumber(row.oid)}</span> · {units(row.item_count)} ·{' '}
                {formatDate(row.date)}
              </span>
              <ViewLink oid={row.oid} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden xl:block">
        <Table caption="Your orders">
          <thead>
            <tr>
              <Th dense>Order ID</Th>
              <Th dense>Customer</Th>
              <Th dense className="text-right">
                Items
              </Th>
              <Th dense className="text-right">
                Total
              </Th>
              <Th dense>Payment</Th>
              <Th dense>Status</Th>
              <Th dense>Date</Th>
              <Th dense className="text-right">
                Actions
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.oid} data-oid={row.oid}>
                {/* Grouped order numbers wrap at a group's hyphen, so Actions stays on screen. */}
                <Td dense className="max-w-32 font-mono text-xs text-ink-muted">
                  #{formatOrderNumber(row.oid)}
                </Td>
                <Td dense className="max-w-44">
                  <Customer row={row} />
                </Td>
                <Td dense className="text-right tabular-nums">
                  {formatCount(row.item_count)}
                </Td>
                <Td dense className="text-right whitespace-nowrap tabular-nums">
                  {formatNprDecimal(row.total)}
                </Td>
                <Td dense>
                  <PaymentStatusBadge status={row.payment_status} />
                </Td>
                <Td dense>
                  <OrderStatusBadge status={row.order_status} />
                </Td>
                <Td dense className="whitespace-nowrap">
                  {formatDate(row.date)}
                </Td>
                <Td dense className="text-right">
                  <ViewLink oid={row.oid} compact />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
