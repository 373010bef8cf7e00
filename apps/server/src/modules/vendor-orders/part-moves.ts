import { and, eq } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Shipment, Tx } from '../logistics/shipments.service.ts';
import type { FulfilmentStep } from '../mail/fulfilment-templates.ts';
import { orderStatusMayBecome } from '../orders/status-transitions.ts';
import { tellBuyerOfPart } from './fulfilment-notices.ts';
import { syncOrderStatus } from './order-status-sync.ts';

export interface PartMove {
  orderId: number;
  vendorId: number;
  to: FulfilmentStep;
  /** The part's parcel, when the move is to shipped. */
  shipment?: Shipment;
}

/**
 * Moves one shop's part of an order to `to` in `tx` (decision 0008): the order row is locked
 * first (as every change of an order's lines does), then one conditional UPDATE moves the lines
 * whose status may become `to` by the transition table. Nothing matches when the part is already
 * there or may not go there (a concurrent caller moved or cancelled it): answers false and
 * changes nothing. Otherwise the order's status follows its parts and the buyer is told.
 */
export async function movePart(tx: Tx, publicUrl: string, move: PartMove): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, move.orderId)).for('update');
  if (!order) return false;
  const moved = await tx
    .update(orderItems)
    .set({ orderStatus: move.to, statusChangedAt: new Date() })
    .where(
      and(
        eq(orderItems.orderId, move.orderId),
        eq(orderItems.vendorId, move.vendorId),
        orderStatusMayBecome(orderItems.orderStatus, move.to),
      ),
    )
    .returning({ id: orderItems.id });
  if (moved.length === 0) return false;
  await syncOrderStatus(tx, move.orderId);
  await tellBuyerOfPart(tx, publicUrl, {
    order,
    vendorId: move.vendorId,
    step: move.to,
    shipment: move.shipment ?? null,
  });
  return true;
}
