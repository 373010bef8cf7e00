import { formatNprDecimal, TRACKING_NOT_AVAILABLE } from '@pasal/domain';
import { Activity, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { currentStatus, type Parcel, paymentStatus } from '../lib/parcel.ts';
import { DeliveryStatusIcon } from './delivery-status.tsx';
import { Panel } from './panel.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-canvas px-3 py-2.5">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

type CurrentStatusProps = { parcel: Parcel; subtitle?: ReactNode };

/** Spec §2 Current Status: the courier's status (spec §4 tone and icon), payment, time, charge. */
export function CurrentStatus({ parcel, subtitle }: CurrentStatusProps) {
  const status = currentStatus(parcel);
  return (
    <Panel title="Current Status" icon={Activity} subtitle={subtitle}>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-4">
          <DeliveryStatusIcon status={status} className="size-14" />
          <p className="text-xl font-bold text-ink sm:text-2xl">{status}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3 lg:min-w-[36rem]">
          <Fact label="Payment status">{paymentStatus(parcel)}</Fact>
          <Fact label="Last updated">
            {parcel.last_updated ? (
              <time dateTime={parcel.last_updated}>{formatDateTime(parcel.last_updated)}</time>
            ) : (
              'Not yet'
            )}
          </Fact>
          <Fact label="Delivery charge">{formatNprDecimal(parcel.delivery_charge)}</Fact>
        </dl>
      </div>
    </Panel>
  );
}

/**
 * Spec §2: before the courier has the parcel, the message says so; the order's own status and
 * payment status stand in for the courier's.
 */
export function AwaitingShipment({ parcel }: { parcel: Parcel }) {
  return (
    <Panel title="Current Status" icon={Activity}>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4 rounded-md bg-info-50 p-4 lg:max-w-2xl">
          <PackageOpen className="mt-0.5 size-6 shrink-0 text-info-600" aria-hidden="true" />
          <p className="text-sm font-medium text-ink">{TRACKING_NOT_AVAILABLE}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:min-w-[24rem]">
          <Fact label="Order status">{currentStatus(parcel)}</Fact>
          <Fact label="Payment status">{paymentStatus(parcel)}</Fact>
        </dl>
      </div>
    </Panel>
  );
}
