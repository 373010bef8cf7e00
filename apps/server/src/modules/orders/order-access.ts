import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { NO_CREDENTIALS, NO_PERMISSION } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import type { VerifiedToken } from '../../lib/tokens.ts';

/**
 * Who may use a route that names an order by its oid, besides the route's `auth` level.
 * - `buyer`: a signed-in customer's order is theirs alone (checkout, coupon, payment).
 * - `party`: the order's customer or a vendor with items in it (the invoice).
 * A guest's order has no account to check: its random oid is the key, as in the confirmation
 * link a shop mails to a guest. Tracking names orders too but stays public, masking the phone.
 */
export type OrderAccess = 'buyer' | 'party';

declare module 'fastify' {
  interface FastifyContextConfig {
    orderAccess?: OrderAccess;
  }
}

type OrderKey = { id: number; buyerId: number | null };

/** How the caller stands to an order: its customer, one of its vendors, or neither. */
export async function orderParty(
  db: Db,
  order: OrderKey,
  viewer: VerifiedToken | null,
): Promise<'buyer' | 'vendor' | null> {
  if (!viewer) return null;
  if (order.buyerId !== null && viewer.user_id === order.buyerId) return 'buyer';
  if (!(viewer.vendor_id > 0)) return null;
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.vendorId, viewer.vendor_id)))
    .limit(1);
  return item ? 'vendor' : null;
}

/** The oid a request names: in the path, or (`v1/coupon/`) in the body. */
function requestedOid(params: unknown, body: unknown): string | null {
  for (const source of [params, body]) {
    const oid = (source as { order_oid?: unknown } | null | undefined)?.order_oid;
    if (typeof oid === 'string') return oid;
  }
  return null;
}

/**
 * Enforces `config.orderAccess` before validation, like the auth plugin's owner check, so
 * someone else's order gets 401/403 whatever the body holds. An oid that names no order is
 * left to the route (it answers 400 or 404).
 */
export const orderAccessPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.orderAccess;
    if (!access) return;
    const oid = requestedOid(request.params, request.body);
    if (oid === null) return;
    const [order] = await db
      .select({ id: orders.id, buyerId: orders.buyerId })
      .from(orders)
      .where(eq(orders.oid, oid));
    if (!order || order.buyerId === null) return;
    const party = await orderParty(db, order, request.user);
    if (party === 'buyer' || (access === 'party' && party === 'vendor')) return;
    throw new AppError(
      request.user ? 'forbidden' : 'unauthorized',
      request.user ? NO_PERMISSION : NO_CREDENTIALS,
    );
  });
});
