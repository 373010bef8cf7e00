import {
  maskPhone,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  paisaToDecimal,
  type QuickTrack,
  type ShipmentTracking,
  type TrackingRecord,
} from '@pasal/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shipments, vendors } from '../../db/schema/index.ts';
import type { VerifiedToken } from '../../lib/tokens.ts';
import { orderParty } from '../orders/order-access.ts';
import type { CourierProvider } from './courier-provider.ts';
import type { RefreshMemory } from './refresh-memory.ts';
import { shipmentHistory } from './shipment-history.ts';
import { refreshShipments, type Shipment, type SyncOptions } from './shipment-sync.ts';

export interface TrackingDeps {
  db: Db;
  /** Null when no courier is configured: the stored state is all there is. */
  courier: CourierProvider | null;
  refreshMs: number;
  /** One per process: the refreshes under way and recent failures (see RefreshMemory). */
  memory: RefreshMemory;
  onUnavailable?: SyncOptions['onUnavailable'];
  onError?: SyncOptions['onError'];
}

type Order = typeof orders.$inferSelect;

/** The shipments the courier has taken (a part being handed over right now has no id yet). */
function trackedShipments(db: Db, orderId: number) {
  return db
    .select({ shipment: shipments, vendor: vendors.name })
    .from(shipments)
    .innerJoin(vendors, eq(vendors.id, shipments.vendorId))
    .where(and(eq(shipments.orderId, orderId), isNotNull(shipments.courierOrderId)))
    .orderBy(asc(shipments.id));
}

/**
 * Spec §3's tracking record of an order, or null when there is no such order. Shipments due a
 * refresh are brought up to date from the courier first, for at most
 * `TRACKING_REFRESH_BUDGET_MS`; when the courier cannot be reached (or is too slow) the record
 * is the last known state, with the time of the last successful sync and `stale: true`.
 */
export async function trackOrder(
  deps: TrackingDeps,
  oid: string,
  viewer: VerifiedToken | null,
): Promise<TrackingRecord | null> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.oid, oid));
  if (!order) return null;
  let rows = await trackedShipments(db, order.id);
  const { memory } = deps;
  const { stale, reread } = await refreshShipments(
    db,
    deps.courier,
    rows.map((r) => r.shipment),
    { refreshMs: deps.refreshMs, memory, onUnavailable: deps.onUnavailable, onError: deps.onError },
  );
  if (reread) rows = await trackedShipments(db, order.id);
  const [{ eventsOf, commentsOf }, showPhone] = await Promise.all([
    shipmentHistory(
      db,
      rows.map((r) => r.shipment.id),
    ),
    // The customer's phone is for the order's customer and its vendors only (PRODUCT.md).
    orderParty(db, order, viewer).then((party) => party !== null),
  ]);

  const tracked: ShipmentTracking[] = rows.map(({ shipment: s, vendor }) => ({
    ncm_order_id: s.courierOrderId,
    vendor,
    from_branch: s.fromBranch,
    to_branch: s.toBranch,
    delivery_type: s.deliveryType,
    cod_charge: paisaToDecimal(s.codCharge),
    delivery_charge: paisaToDecimal(s.deliveryCharge),
    current_status: s.currentStatus,
    payment_status: shownPaymentStatus(order, s),
    // While a refresh is under way the row holds its claim, not the last success.
    last_updated: memory.lastSuccess(s.id, s.lastSyncedAt)?.toISOString() ?? null,
    status_history: eventsOf(s.id).map((e) => ({ status: e.status, date: e.occurredAt.toISOString() })),
    comments: commentsOf(s.id).map((c) => ({
      comment: c.comment,
      added_by: c.addedBy,
      date: c.occurredAt.toISOString(),
    })),
  }));
  // Spec §3's record names one shipment: the first vendor's; `shipments` lists them all.
  const [first] = tracked;
  const { vendor: _vendor, ...head } = first ?? { vendor: '', ...notShippedYet(order) };
  return {
    order_id: order.oid,
    customer_name: order.fullName,
    customer_phone: showPhone ? order.mobile : maskPhone(order.mobile),
    ...head,
    tracking_available: Boolean(first),
    stale,
    shipments: tracked,
  };
}

/**
 * The payment a parcel shows, agreeing with the order: while the courier collects cash for it,
 * the courier's word (Pending, then Collected); otherwise there is nothing to collect and the
 * order's own payment status stands (a card-paid order is Paid, not the courier's Pending).
 */
function shownPaymentStatus(order: Order, s: Shipment): string {
  return s.codCharge > 0 ? s.paymentStatus || 'Pending' : PAYMENT_STATUS_LABELS[order.paymentStatus];
}

/** Cash on delivery collects the total until the order is paid (or cancelled). */
const unpaidCod = (order: Order) =>
  order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && order.orderStatus !== 'cancelled';

/** What the record says before the courier has the parcel. */
function notShippedYet(order: Order): Omit<ShipmentTracking, 'vendor'> {
  return {
    ncm_order_id: null,
    from_branch: '',
    to_branch: '',
    delivery_type: 'Door2Door',
    // What the customer will hand over on delivery: all of it for unpaid cash on delivery.
    cod_charge: paisaToDecimal(unpaidCod(order) ? order.total : 0),
    delivery_charge: paisaToDecimal(0),
    current_status: ORDER_STATUS_LABELS[order.orderStatus],
    payment_status: PAYMENT_STATUS_LABELS[order.paymentStatus],
    last_updated: null,
    status_history: [],
    comments: [],
  };
}

/** Spec §3's quick track result: the same lookup, reduced to what the quick box shows. */
export async function quickTrack(deps: TrackingDeps, oid: string): Promise<QuickTrack | null> {
  const record = await trackOrder(deps, oid, null);
  if (!record) return null;
  return {
    order_id: record.order_id,
    status: record.current_status,
    ncm_order_id: record.ncm_order_id,
    tracking_available: record.tracking_available,
  };
}
