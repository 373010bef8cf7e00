import type { ShipmentTracking } from '@pasal/domain';
import { clsx } from 'clsx';
import { Boxes } from 'lucide-react';
import { currentStatus } from '../lib/parcel.ts';
import { DeliveryStatusBadge } from './delivery-status.tsx';

type ParcelPickerProps = {
  shipments: ShipmentTracking[];
  selected: number;
  onSelect: (index: number) => void;
};

/**
 * An order with several vendors travels as one courier parcel per vendor (INTEGRATIONS.md): each
 * one's status at a glance, and a choice of which one the sections below describe.
 */
export function ParcelPicker({ shipments, selected, onSelect }: ParcelPickerProps) {
  return (
    <section
      aria-labelledby="parcels-heading"
      className="rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="mb-3 flex items-start gap-2">
        <Boxes className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <h2 id="parcels-heading" className="font-semibold text-ink">
          This order travels in {shipments.length} parcels
        </h2>
      </div>
      <ul className="grid gap-2 md:grid-cols-2">
        {shipments.map((shipment, index) => {
          const active = index === selected;
          return (
            <li key={shipment.ncm_order_id ?? shipment.vendor}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(index)}
                className={clsx(
                  'flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1.5 rounded-md border px-3 py-2.5 text-left transition-colors',
                  active
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-line-strong hover:border-brand-600 hover:bg-canvas',
                )}
              >
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">
                    Parcel {index + 1}: {shipment.vendor}
                  </span>
                  {shipment.ncm_order_id && (
                    <span className="block font-mono text-xs text-ink-muted">
                      Courier ID {shipment.ncm_order_id}
                    </span>
                  )}
                </span>
                <DeliveryStatusBadge status={currentStatus(shipment)} />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-ink-muted">Choose a parcel to see its details below.</p>
    </section>
  );
}
