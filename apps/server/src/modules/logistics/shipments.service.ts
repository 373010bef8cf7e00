import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, profiles, shipments, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
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

export type ShipmentOutcome = { vendorId: number } & (
  | { status: 'created'; courierOrderId: string }
  /** This vendor's part already has a shipment (or another call is creating it right now). */
  | { status: 'exists' }
  | { status: 'refused'; errors: Record<string, string> }
  | { status: 'unavailable' }
);

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

/** Each vendor's part of an order: what the courier must collect and what is in the parcel. */
async function vendorParts(db: Db, orderId: number, vendorId: number | undefined) {
  const rows = await db
    .select({
      vendorId: orderItems.vendorId,
      total: orderItems.total,
      qty: orderItems.qty,
      title: products.title,
      city: profiles.city,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
    .leftJoin(profiles, eq(profiles.userId, vendors.userId))
    .where(
      vendorId === undefined
        ? eq(orderItems.orderId, orderId)
        : and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorId)),
    )
    .orderBy(asc(orderItems.id));
  const parts = new Map<number, { vendorId: number; total: number; items: string[]; city: string }>();
  for (const row of rows) {
    const part = parts.get(row.vendorId) ?? {
      vendorId: row.vendorId,
      total: 0,
      items: [],
      city: row.city ?? '',
    };
    part.total += row.total;
    part.items.push(`${row.title} x${row.qty}`);
    parts.set(row.vendorId, part);
  }
  return [...parts.values()];
}

/**
 * Hands a placed order to the courier: one courier order per vendor's part (INTEGRATIONS.md
 * "Marketplace mapping"), picked up in the shop's city (its owner's profile city) and delivered
 * to the branch serving the customer's city; cash on delivery collects that part's total,
 * delivery included. Pass `vendorId` to ship only that vendor's part (a vendor marking its part
 * shipped). Safe to call again: parts that have a shipment are left alone, and a part the
 * courier refused or could not take is not recorded, so the next call tries it again.
 *
 * Each part is claimed by inserting its row first (the unique order/vendor index lets one
 * caller win), the courier is called with no transaction open, and the row is completed after.
 */
export async function createShipmentsForOrder(
  deps: ShippingDeps,
  orderId: number,
  options: { vendorId?: number } = {},
): Promise<ShipmentOutcome[]> {
  const { db, courier } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  const existing = await db
    .select({ vendorId: shipments.vendorId })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  const parts = (await vendorParts(db, orderId, options.vendorId)).filter(
    (p) => !existing.some((e) => e.vendorId === p.vendorId),
  );
  const outcomes: ShipmentOutcome[] = existing
    .filter((e) => options.vendorId === undefined || e.vendorId === options.vendorId)
    .map((e) => ({ vendorId: e.vendorId, status: 'exists' }));
  if (parts.length === 0) return outcomes;

  let branches: CourierBranch[];
  try {
    branches = await courier.branches();
  } catch (error) {
    if (!(error instanceof CourierUnavailableError)) throw error;
    return [...outcomes, ...parts.map((p) => ({ vendorId: p.vendorId, status: 'unavailable' as const }))];
  }
  const toBranch = branchFor(branches, order.city) ?? deps.defaultBranch;

  for (const part of parts) {
    const fromBranch = branchFor(branches, part.city) ?? deps.defaultBranch;
    const codCharge = order.paymentMethod === 'cod' ? part.total : 0;
    const [claim] = await db
      .insert(shipments)
      .values({
        orderId,
        vendorId: part.vendorId,
        courier: courier.id,
        fromBranch,
        toBranch,
        deliveryType: DELIVERY_TYPE,
        codCharge,
      })
      .onConflictDoNothing()
      .returning({ id: shipments.id });
    if (!claim) {
      outcomes.push({ vendorId: part.vendorId, status: 'exists' });
      continue;
    }
    const release = () =>
      db.delete(shipments).where(and(eq(shipments.id, claim.id), isNull(shipments.courierOrderId)));
    try {
      const deliveryCharge = await courier.rate(fromBranch, toBranch, DELIVERY_TYPE);
      const result = await courier.createShipment({
        reference: order.oid,
        name: order.fullName,
        phone: order.mobile,
        address: [order.address, order.city].filter(Boolean).join(', '),
        fromBranch,
        toBranch,
        codAmount: codCharge,
        description: part.items.join(', ').slice(0, DESCRIPTION_LENGTH),
        deliveryType: DELIVERY_TYPE,
      });
      if (!result.ok) {
        await release();
        outcomes.push({ vendorId: part.vendorId, status: 'refused', errors: result.errors });
        continue;
      }
      // last_synced_at stays empty: the first look at the tracking page fetches the history.
      await db
        .update(shipments)
        .set({ courierOrderId: result.courierOrderId, deliveryCharge })
        .where(eq(shipments.id, claim.id));
      outcomes.push({ vendorId: part.vendorId, status: 'created', courierOrderId: result.courierOrderId });
    } catch (error) {
      await release();
      if (!(error instanceof CourierUnavailableError)) throw error;
      outcomes.push({ vendorId: part.vendorId, status: 'unavailable' });
    }
  }
  return outcomes;
}
