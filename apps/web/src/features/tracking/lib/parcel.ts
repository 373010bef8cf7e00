import { DEFAULT_DELIVERY_STATUS, type ShipmentTracking, type TrackingRecord } from '@pasal/domain';

/**
 * One parcel's tracking: a vendor's shipment, or the record's own head fields (spec §3), which
 * describe the first shipment, or the order itself before any shipment exists.
 */
export type Parcel = Omit<ShipmentTracking, 'vendor'> & { vendor?: string };

/** The parcel at `index`, falling back to the record's head fields. */
export function parcelOf(record: TrackingRecord, index: number): Parcel {
  return record.shipments[index] ?? record;
}

/** Spec §4: the status shown while the courier has said nothing yet. */
export const currentStatus = (parcel: Parcel) => parcel.current_status || DEFAULT_DELIVERY_STATUS;

/** Spec §2: the courier's payment status, Pending until it says otherwise. */
export const paymentStatus = (parcel: Parcel) => parcel.payment_status || 'Pending';

/** NCM's "Door2Door" → "Door to Door". */
export const deliveryTypeLabel = (type: string) => type.replace('2', ' to ');

/** NCM names branches in capitals ("BIRATNAGAR"): "Biratnagar" reads better. */
export function branchLabel(branch: string): string {
  return branch.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());
}
