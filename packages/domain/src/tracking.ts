import { z } from 'zod';
import { moneyString } from './catalog.ts';

/**
 * Delivery tracking (spec §2 Tracking, §3 "Tracking record", §4 status mapping). The courier's
 * statuses are free text (NCM: "Pickup Order Created" … "Delivered"), so the page reads them
 * through one mapping shared by the server and the app.
 */

export type DeliveryTone = 'success' | 'info' | 'danger' | 'warning';
export type DeliveryIcon = 'check' | 'truck' | 'box' | 'x' | 'clock';

/** Spec §4: what the current status shows while the courier has said nothing yet. */
export const DEFAULT_DELIVERY_STATUS = 'In Transit';

/**
 * Spec §4, by case-insensitive substring, first match wins: delivered → success with a check;
 * transit → info with a truck; pickup → info with a box; cancelled → danger with an X;
 * failed → danger; anything else → warning with a clock.
 */
export function deliveryStatusLook(status: string): { tone: DeliveryTone; icon: DeliveryIcon } {
  const text = status.toLowerCase();
  if (text.includes('delivered')) return { tone: 'success', icon: 'check' };
  if (text.includes('transit')) return { tone: 'info', icon: 'truck' };
  if (text.includes('pickup')) return { tone: 'info', icon: 'box' };
  if (text.includes('cancelled')) return { tone: 'danger', icon: 'x' };
  if (text.includes('failed')) return { tone: 'danger', icon: 'x' };
  return { tone: 'warning', icon: 'clock' };
}

/** Spec §2: what the tracking page says before any shipment exists. */
export const TRACKING_NOT_AVAILABLE =
  'Order Placed - Your order is being prepared for shipment. Tracking information will be available once the shipment is created.';

export const TRACKING_MESSAGES = {
  enterOrderId: 'Please enter an order ID',
  found: 'Order found!',
  notFound: 'Order not found',
  fetchFailed: 'Failed to fetch tracking information',
  /** Spec §9: the help panel's note on delays. */
  updatesDelay: 'Updates may take 2-4 hours to reflect.',
} as const;

export const trackingEventSchema = z.object({ status: z.string(), date: z.string() });
export const trackingCommentSchema = z.object({
  comment: z.string(),
  added_by: z.string(),
  date: z.string(),
});

/** One courier shipment: a vendor's part of the order (INTEGRATIONS.md "Marketplace mapping"). */
export const shipmentTrackingSchema = z.object({
  ncm_order_id: z.string().nullable(),
  vendor: z.string(),
  from_branch: z.string(),
  to_branch: z.string(),
  delivery_type: z.string(),
  cod_charge: moneyString,
  delivery_charge: moneyString,
  current_status: z.string(),
  payment_status: z.string(),
  last_updated: z.string().nullable(),
  status_history: z.array(trackingEventSchema),
  comments: z.array(trackingCommentSchema),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

/**
 * `GET logistics/track/{oid}/`: spec §3's tracking record, which names one shipment; its fields
 * are the order's first shipment, and `shipments` lists every vendor's. The customer's phone is
 * masked unless the caller is that order's customer or one of its vendors (PRODUCT.md).
 */
export const trackingRecordSchema = z.object({
  order_id: z.string(),
  ncm_order_id: z.string().nullable(),
  customer_name: z.string(),
  customer_phone: z.string(),
  from_branch: z.string(),
  to_branch: z.string(),
  delivery_type: z.string(),
  cod_charge: moneyString,
  tracking_available: z.boolean(),
  current_status: z.string(),
  payment_status: z.string(),
  last_updated: z.string().nullable(),
  delivery_charge: moneyString,
  status_history: z.array(trackingEventSchema),
  comments: z.array(trackingCommentSchema),
  /** True when the courier could not be reached just now and this is the last known state. */
  stale: z.boolean(),
  shipments: z.array(shipmentTrackingSchema),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** `GET logistics/track-simple/{oid}/`: spec §3's quick track result. */
export const quickTrackSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  ncm_order_id: z.string().nullable(),
  tracking_available: z.boolean(),
});
export type QuickTrack = z.infer<typeof quickTrackSchema>;

/** "9812345678" → "98******78": enough to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
