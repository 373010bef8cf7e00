import type { VendorShipment } from '@pasal/domain';
import { formatNprDecimal } from '@pasal/domain/plain';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const BOOKING_TEXT = {
  booking: 'Booking the courier…',
  failed: 'The courier could not be booked.',
} as const;

/** The shop's parcel: the courier's tracking id once booked, its status, branches and cash to collect. */
export function OrderShipment({ oid, shipment }: { oid: string; shipment: VendorShipment }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <Fact label="Tracking ID">
          {shipment.tracking_id ? (
            <span className="font-mono">{shipment.tracking_id}</span>
          ) : (
            <span className="text-ink-muted">
              {shipment.booking_status === 'booked' ? '—' : BOOKING_TEXT[shipment.booking_status]}
            </span>
          )}
        </Fact>
        {shipment.courier_status && <Fact label="Courier status">{shipment.courier_status}</Fact>}
        <Fact label="From branch">{shipment.from_branch}</Fact>
        <Fact label="To branch">{shipment.to_branch}</Fact>
        <Fact label="Cash to collect">{formatNprDecimal(shipment.cod_amount)}</Fact>
      </dl>
      {shipment.booking_error && <p className="text-danger-600">{shipment.booking_error}</p>}
      {shipment.tracking_id && (
        <Link
          to={`/track-order/${oid}`}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2"
        >
          <Truck className="size-4" aria-hidden="true" />
          Customer's tracking page
        </Link>
      )}
    </div>
  );
}
