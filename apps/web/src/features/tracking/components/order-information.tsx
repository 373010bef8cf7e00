import type { TrackingRecord } from '@pasal/domain';
import { decimalToPaisa, formatNprDecimal, formatOrderNumber } from '@pasal/domain/plain';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { branchLabel, deliveryTypeLabel, type Parcel } from '../lib/parcel.ts';
import { InfoRow } from './info-row.tsx';
import { Panel } from './panel.tsx';

const NOT_YET = <span className="font-normal text-ink-muted">Not assigned yet</span>;

function codText(value: string): ReactNode {
  if ((decimalToPaisa(value) ?? 0) > 0) return formatNprDecimal(value);
  return (
    <>
      {formatNprDecimal(value)}{' '}
      <span className="font-normal text-ink-muted">(nothing to pay on delivery)</span>
    </>
  );
}

type OrderInformationProps = { record: TrackingRecord; parcel: Parcel };

/** Spec §2 Order Information: the order's, then the parcel's (branches, delivery type, COD). */
export function OrderInformation({ record, parcel }: OrderInformationProps) {
  return (
    <Panel title="Order Information" icon={ClipboardList}>
      <dl className="divide-y divide-line text-sm">
        <InfoRow label="Order ID">
          <span className="font-mono">{formatOrderNumber(record.order_id)}</span>
        </InfoRow>
        {parcel.ncm_order_id && (
          <InfoRow label="Courier tracking ID">
            <span className="font-mono">{parcel.ncm_order_id}</span>
          </InfoRow>
        )}
        {parcel.vendor && <InfoRow label="Shipped by">{parcel.vendor}</InfoRow>}
        <InfoRow label="Customer name">{record.customer_name}</InfoRow>
        <InfoRow label="Customer phone">
          <span className="font-mono">{record.customer_phone}</span>
          {/* PRODUCT.md: only the order's customer and vendors see it whole. */}
          {record.customer_phone.includes('*') && (
            <span className="block text-xs font-normal text-ink-muted">Partly hidden for privacy</span>
          )}
        </InfoRow>
        <InfoRow label="From branch">
          {parcel.from_branch ? branchLabel(parcel.from_branch) : NOT_YET}
        </InfoRow>
        <InfoRow label="To branch">{parcel.to_branch ? branchLabel(parcel.to_branch) : NOT_YET}</InfoRow>
        <InfoRow label="Delivery type">{deliveryTypeLabel(parcel.delivery_type)}</InfoRow>
        <InfoRow label="COD amount">{codText(parcel.cod_charge)}</InfoRow>
      </dl>
    </Panel>
  );
}
