import { canTransitionOrder, codCollectable, type OrderStatus, orderStatusFromParts } from '@pasal/domain';
import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, profiles, shipments, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ORDER_NOT_FOUND } from '../orders/order-detail.service.ts';
import {
  type CourierBranch,
  type CourierProvider,
  CourierUnavailableError,
  type DeliveryType,
} from './courier-provider.ts';

export interface ShippingDeps {
  db: Db;
  courier: CourierProvider;
  /** Where parcels start when a shop's city has no branch, and go when a customer's has none. */
  defaultBranch: string;
}

export type Shipment = typeof shipments.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How long a booking holds its claim. A booking still `booking` after this was cut short (its
 * process died) and may be taken over. Its courier calls end long before: three calls of at most
 * the client's time-out (5 s) each.
 */
export const BOOKING_LEASE_MS = 120_000;

export type BookingOutcome =
  /** The courier has the parcel; `moved` is what `onBooked` answered (false: the part could not move). */
  | { status: 'booked'; shipment: Shipment; moved: boolean }
  /** Another caller is booking this part right now. */
  | { status: 'under_way' }
  /** The part may not ship from where it is: `partStatus` says where that is. */
  | { status: 'not_ready'; partStatus: OrderStatus }
  /** The courier refused the parcel (its messages by field); recorded as failed. */
  | { status: 'refused'; errors: Record<string, string> }
  /** The courier could not be reached; recorded as failed, to be tried again. */
  | { status: 'unavailable'; error: string };

/**
 * Called in the transaction that records the courier's order id, to move the part on with it;
 * answers whether it moved (a part cancelled while the courier was asked does not).
 */
export type OnBooked = (tx: Tx, shipment: Shipment) => Promise<boolean>;

const DELIVERY_TYPE: DeliveryType = 'Door2Door';
/** NCM prints the package description on its label; keep it short. */
const DESCRIPTION_LENGTH = 100;

const norm = (text: string) => text.trim().toLowerCase();

/**
 * The courier branch serving a place: the branch of that name, else of that district, else
 * the one whose delivery areas name it.
 */
export function branchFor(branches: CourierBranch[], place: string): string | undefined {
  const p = norm(place);
  if (!p) return undefined;
  const match =
    branches.find((b) => norm(b.name) === p) ??
    branches.find((b) => norm(b.district) === p) ??
    branches.find((b) => b.areas.some((a) => norm(a) === p));
  return match?.name;
}

/**
 * Our reference of a part at the courier (NCM's `vref_id`): the order and the shop, so each
 * courier order points back to the part it carries.
 */
export const partReference = (oid: string, vendorId: number) => `${oid}-${vendorId}`;

/** The lines of one shop's part of an order, locked, with what the parcel needs of them. */
const lockPart = (tx: Tx, orderId: number, vendorId: number) =>
  tx
    .select({
      total: orderItems.total,
      qty: orderItems.qty,
      orderStatus: orderItems.orderStatus,
      title: products.title,
      shopCity: profiles.city,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
    .leftJoin(profiles, eq(profiles.userId, vendors.userId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorId)))
    .orderBy(asc(orderItems.id))
    .for('update', { of: orderItems });

type Claimed = {
  status: 'claimed';
  order: typeof orders.$inferSelect;
  shipment: Shipment;
  shopCity: string;
  description: string;
};

/**
 * Claims the booking of a part in one short transaction: the order row and the part's lines are
 * locked (in that order, as every status change of an order locks them), the part must be able
 * to ship, and the part's shipment row is inserted, or taken over when its last booking failed
 * or was cut short, as `booking`. A live booking of another caller is left alone. Each claim
 * counts an attempt; the count is the claim's token.
 */
function claim(db: Db, orderId: number, vendorId: number) {
  return db.transaction(async (tx): Promise<Claimed | Exclude<BookingOutcome, { status: 'booked' }>> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const lines = await lockPart(tx, orderId, vendorId);
    if (lines.length === 0) throw notFound(ORDER_NOT_FOUND);
    const partStatus = orderStatusFromParts(lines.map((line) => line.orderStatus));
    if (!canTransitionOrder(partStatus, 'shipped')) return { status: 'not_ready', partStatus };
    const live = lines.filter((line) => line.orderStatus !== 'cancelled');
    // Cash on delivery collects the part's total (delivery included) until the order is paid,
    // in whole rupees rounded down (the order's `cod_rounding` is the sum of its parts' paisa).
    const unpaidCod = order.paymentMethod === 'cod' && order.paymentStatus !== 'paid';
    const codCharge = unpaidCod ? codCollectable(live.reduce((sum, line) => sum + line.total, 0)) : 0;
    const leaseOver = sql`now() - ${BOOKING_LEASE_MS}::double precision * interval '1 millisecond'`;
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId,
        vendorId,
        courier: 'ncm',
        deliveryType: DELIVERY_TYPE,
        codCharge,
        bookingStatus: 'booking',
        bookingStartedAt: sql`now()`,
        bookingAttempts: 1,
      })
      .onConflictDoUpdate({
        target: [shipments.orderId, shipments.vendorId],
        set: {
          bookingStatus: 'booking',
          bookingStartedAt: sql`now()`,
          bookingAttempts: sql`${shipments.bookingAttempts} + 1`,
          bookingError: null,
          codCharge,
        },
        setWhere: or(ne(shipments.bookingStatus, 'booking'), lt(shipments.bookingStartedAt, leaseOver)),
      })
      .returning();
    if (!shipment) return { status: 'under_way' };
    return {
      status: 'claimed',
      order,
      shipment,
      shopCity: lines[0]?.shopCity ?? '',
      description: live
        .map((line) => `${line.title} x${line.qty}`)
        .join(', ')
        .slice(0, DESCRIPTION_LENGTH),
    };
  });
}

/** Only the claim holding `shipment` (no later claim has taken it over since). */
const stillOurs = (shipment: Shipment) =>
  and(
    eq(shipments.id, shipment.id),
    eq(shipments.bookingStatus, 'booking'),
    eq(shipments.bookingAttempts, shipment.bookingAttempts),
  );

type CourierAnswer =
  | { ok: true; courierOrderId: string; deliveryCharge: number; fromBranch: string; toBranch: string }
  | { ok: false; errors: Record<string, string> };

/** The courier calls of one booking: branches, the rate, then the order itself. */
async function askCourier(deps: ShippingDeps, claimed: Claimed): Promise<CourierAnswer> {
  const { courier } = deps;
  const { order, shipment } = claimed;
  const branches = await courier.branches();
  const fromBranch = branchFor(branches, claimed.shopCity) ?? deps.defaultBranch;
  const toBranch = branchFor(branches, order.city) ?? deps.defaultBranch;
  const deliveryCharge = await courier.rate(fromBranch, toBranch, DELIVERY_TYPE);
  const result = await courier.createShipment({
    reference: partReference(order.oid, shipment.vendorId),
    name: order.fullName,
    phone: order.mobile,
    address: [order.address, order.city].filter(Boolean).join(', '),
    fromBranch,
    toBranch,
    codAmount: shipment.codCharge,
    description: claimed.description,
    deliveryType: DELIVERY_TYPE,
  });
  return result.ok
    ? { ok: true, courierOrderId: result.courierOrderId, deliveryCharge, fromBranch, toBranch }
    : result;
}

const failed = (db: Db, shipment: Shipment, error: string) =>
  db.update(shipments).set({ bookingStatus: 'failed', bookingError: error }).where(stillOurs(shipment));

/**
 * Records the courier's order and moves the part on in one transaction. Should that fail, the
 * courier's order id is kept on the failed booking, so the retry records it rather than booking
 * a second parcel.
 */
async function record(
  db: Db,
  claimed: Claimed,
  booked: Pick<Shipment, 'courierOrderId' | 'deliveryCharge' | 'fromBranch' | 'toBranch'>,
  onBooked: OnBooked,
): Promise<BookingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // The order row first, as the claim, every status change and every cancel lock it: taking
      // the shipment row first would deadlock with a claim holding the order and waiting for it.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, claimed.order.id)).for('update');
      const [shipment] = await tx
        .update(shipments)
        .set({ ...booked, bookingStatus: 'booked', bookingError: null })
        .where(stillOurs(claimed.shipment))
        .returning();
      // Our claim outlived its lease and another caller took the booking over.
      if (!shipment) return { status: 'under_way' };
      return { status: 'booked', shipment, moved: await onBooked(tx, shipment) };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(shipments)
      .set({
        courierOrderId: booked.courierOrderId,
        bookingStatus: 'failed',
        bookingError: `Booked with the courier as ${booked.courierOrderId} but not recorded: ${reason}`,
      })
      .where(stillOurs(claimed.shipment));
    throw error;
  }
}

/**
 * Books the courier for one shop's part of a placed order (INTEGRATIONS.md "Marketplace
 * mapping"): one courier order per part, picked up at the branch of the shop's city (its owner's
 * profile city) and delivered from the branch of the customer's city (else `defaultBranch`);
 * cash on delivery collects the part's total while the order is unpaid, nothing otherwise.
 *
 * Safe to call any number of times, at once too: the booking is claimed first in a short
 * transaction (see `claim`), the courier is called with no transaction open, and then the
 * courier's order id is recorded and `onBooked` moves the part, in one transaction. A caller
 * arriving while a booking is under way gets `under_way`; once booked, the part has moved on
 * and a caller gets `not_ready`. A courier that is down or refuses leaves the part where it was
 * and the booking `failed` with the reason, ready to be tried again.
 */
export async function bookShipment(
  deps: ShippingDeps,
  part: { orderId: number; vendorId: number },
  onBooked: OnBooked,
): Promise<BookingOutcome> {
  const claimed = await claim(deps.db, part.orderId, part.vendorId);
  if (claimed.status !== 'claimed') return claimed;
  const { shipment } = claimed;
  // A booking the courier took whose recording failed: record it now, without a second parcel.
  if (shipment.courierOrderId !== null) return record(deps.db, claimed, shipment, onBooked);
  let answer: CourierAnswer;
  try {
    answer = await askCourier(deps, claimed);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unavailable = error instanceof CourierUnavailableError;
    await failed(
      deps.db,
      shipment,
      `${unavailable ? 'The courier could not be reached' : 'Booking failed'}: ${message}`,
    );
    if (!unavailable) throw error;
    return { status: 'unavailable', error: message };
  }
  if (!answer.ok) {
    const reasons = Object.entries(answer.errors).map(([field, message]) => `${field}: ${message}`);
    await failed(deps.db, shipment, `The courier refused the parcel: ${reasons.join('; ')}`);
    return { status: 'refused', errors: answer.errors };
  }
  const { ok: _ok, ...booked } = answer;
  return record(deps.db, claimed, booked, onBooked);
}
