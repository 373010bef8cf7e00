import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, shipments } from '../../../db/schema/index.ts';
import { shipmentHistory } from '../shipment-history.ts';
import type { LoadedSimOrder } from './ncm-simulator-orders.ts';

/** The simulator keeps the newest parcels only: enough for any demo, bounded on big databases. */
const MAX_PRELOADED = 5_000;

/**
 * The NCM parcels the database knows (the demo's sample shipments among them), as the
 * simulator keeps them, so a restarted simulator still answers for them with their history.
 */
export async function ncmShipmentsForSimulator(db: Db): Promise<LoadedSimOrder[]> {
  const rows = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.courier, 'ncm'), isNotNull(shipments.courierOrderId)))
    .orderBy(desc(shipments.id))
    .limit(MAX_PRELOADED);
  const known = rows.filter((r) => /^\d+$/.test(r.shipment.courierOrderId ?? ''));
  const { eventsOf, commentsOf } = await shipmentHistory(
    db,
    known.map((r) => r.shipment.id),
  );
  return known.map(({ shipment: s, order: o }) => {
    // The simulator keeps them oldest first, as they happened.
    const events = eventsOf(s.id).map((e) => ({ status: e.status, at: e.occurredAt }));
    return {
      orderid: Number(s.courierOrderId),
      name: o.fullName,
      phone: o.mobile,
      address: `${o.address}, ${o.city}`,
      fbranch: s.fromBranch,
      branch: s.toBranch,
      package: '',
      vrefId: o.oid,
      deliveryType: s.deliveryType,
      codPaisa: s.codCharge,
      deliveryPaisa: s.deliveryCharge,
      paymentStatus: s.paymentStatus,
      events: events.length ? events.reverse() : [{ status: s.currentStatus, at: s.createdAt }],
      comments: commentsOf(s.id)
        .map((c) => ({ comment: c.comment, addedBy: c.addedBy, at: c.occurredAt }))
        .reverse(),
    };
  });
}
