import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shipmentComments, shipmentEvents } from '../../db/schema/index.ts';

export type ShipmentEvent = typeof shipmentEvents.$inferSelect;
export type ShipmentComment = typeof shipmentComments.$inferSelect;

function byShipment<Row extends { shipmentId: number }>(rows: Row[]) {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.shipmentId);
    if (group) group.push(row);
    else groups.set(row.shipmentId, [row]);
  }
  return (shipmentId: number) => groups.get(shipmentId) ?? [];
}

/** The status history and comments of some shipments, each newest first, by shipment id. */
export async function shipmentHistory(db: Db, shipmentIds: number[]) {
  const [events, comments] = shipmentIds.length
    ? await Promise.all([
        db
          .select()
          .from(shipmentEvents)
          .where(inArray(shipmentEvents.shipmentId, shipmentIds))
          .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.id)),
        db
          .select()
          .from(shipmentComments)
          .where(inArray(shipmentComments.shipmentId, shipmentIds))
          .orderBy(desc(shipmentComments.occurredAt), desc(shipmentComments.id)),
      ])
    : [[], []];
  return { eventsOf: byShipment(events), commentsOf: byShipment(comments) };
}
