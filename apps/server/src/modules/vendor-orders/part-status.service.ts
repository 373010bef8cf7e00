import {
  type OrderStatus,
  VENDOR_ORDER_MESSAGES,
  type VendorOrderStatusInput,
  type VendorOrderStatusResult,
} from '@pasal/domain';
import { AppError } from '../../lib/errors.ts';
import { cancelOrderPart } from '../cancellations/cancel-order.ts';
import { bookShipment, type ShippingDeps } from '../logistics/shipments.service.ts';
import type { MailDeps } from '../notifications/order-mails.ts';
import { movePart } from './part-moves.ts';
import { partState, shopsOrder } from './vendor-order-detail.service.ts';
import { serializeShipment } from './vendor-orders.serializers.ts';

export interface FulfilmentDeps extends MailDeps {
  /** Null when no courier is configured: nothing can ship then. */
  shipping: ShippingDeps | null;
}

type Part = { orderId: number; vendorId: number };

const conflict = (message: string) => new AppError('conflict', message);

/**
 * Marks the part shipped by booking its parcel (logistics `bookShipment`): the part moves to
 * shipped in the transaction that records the courier's order, never before. Answers whether it
 * moved; a refusal the vendor can act on is thrown with its reason.
 */
export async function shipPart(deps: FulfilmentDeps, part: Part): Promise<boolean> {
  if (!deps.shipping) throw new AppError('unavailable', VENDOR_ORDER_MESSAGES.noCourier);
  const outcome = await bookShipment(deps.shipping, part, (tx, shipment) =>
    movePart(tx, deps.publicUrl, { ...part, to: 'shipped', shipment }),
  );
  switch (outcome.status) {
    case 'booked':
      if (!outcome.moved) {
        // Cancelled while the courier was asked: the parcel is booked but will never be handed over.
        deps.log.warn(
          { courierOrderId: outcome.shipment.courierOrderId },
          'courier booked for a cancelled part',
        );
      }
      return outcome.moved;
    case 'not_ready':
      return false;
    case 'under_way':
      throw conflict(VENDOR_ORDER_MESSAGES.bookingUnderWay);
    case 'refused':
      throw conflict(VENDOR_ORDER_MESSAGES.courierRefused(Object.values(outcome.errors)));
    case 'unavailable':
      throw new AppError('unavailable', VENDOR_ORDER_MESSAGES.courierDown);
  }
}

/** Moves the part to `to` by the route that status takes; answers whether this call moved it. */
async function move(deps: FulfilmentDeps, part: Part, to: Exclude<OrderStatus, 'pending'>) {
  if (to === 'shipped') return shipPart(deps, part);
  // Stock back and refunds are the cancellation's (modules/cancellations).
  if (to === 'cancelled')
    return (await cancelOrderPart(deps, { ...part, by: 'vendor' })).kind === 'cancelled';
  return deps.db.transaction((tx) => movePart(tx, deps.publicUrl, { ...part, to }));
}

/**
 * `PATCH vendor/orders/{vendor_id}/{order_oid}/`: the shop moves its part of the order along the
 * transition table. Asking for the status the part already has changes nothing and says so; a
 * move the table does not allow is refused (409) with the reason in words.
 */
export async function changePartStatus(
  deps: FulfilmentDeps,
  vendorId: number,
  oid: string,
  { order_status: to }: VendorOrderStatusInput,
): Promise<VendorOrderStatusResult> {
  const order = await shopsOrder(deps.db, vendorId, oid);
  const moved = await move(deps, { orderId: order.id, vendorId }, to);
  const now = await partState(deps.db, order.id, vendorId);
  if (!moved && now.status !== to) throw conflict(VENDOR_ORDER_MESSAGES.illegalMove(now.status, to));
  return {
    message: moved ? VENDOR_ORDER_MESSAGES.updated : VENDOR_ORDER_MESSAGES.unchanged,
    order_status: now.status,
    next_statuses: [...now.next],
    shipment: serializeShipment(deps.publicUrl, oid, now.shipment),
  };
}
