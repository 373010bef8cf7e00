import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { NO_CREDENTIALS, NO_PERMISSION } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { VerifiedToken } from '../../lib/tokens.ts';
import { ORDER_NOT_FOUND } from './order-detail.service.ts';

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

/**
 * The oid a request names, as validation left it (trimmed, checked): in the path, or
 * (`v1/coupon/`) in the body. The route reads the same value.
 */
function requestedOid(params: unknown, body: unknown): string | null {
  for (const source of [params, body]) {
    const oid = (source as { order_oid?: unknown } | null | undefined)?.order_oid;
    if (typeof oid === 'string') return oid;
  }
  return null;
}

/**
 * Enforces `config.orderAccess` once the request is validated, so the check looks up exactly the
 * oid the route will use (an oid with a stray space or NBSP is normalised first, never a way
 * around it). An oid that names no order is refused here: no check lets a request through
 * because it found nothing.
 */
export const orderAccessPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.orderAccess) return;
    const schema = route.schema as { params?: unknown; body?: unknown } | undefined;
    if (!schema?.params && !schema?.body) {
      throw new Error(`Route ${route.url} checks order access but validates no order id`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.orderAccess;
    if (!access) return;
    const oid = requestedOid(request.params, request.body);
    if (oid === null) throw notFound(ORDER_NOT_FOUND);
    const [order] = await db
      .select({ id: orders.id, buyerId: orders.buyerId })
      .from(orders)
      .where(eq(orders.oid, oid));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.buyerId === null) return;
    const party = await orderParty(db, order, request.user);
    if (party === 'buyer' || (access === 'party' && party === 'vendor')) return;
    throw new AppError(
      request.user ? 'forbidden' : 'unauthorized',
      request.user ? NO_PERMISSION : NO_CREDENTIALS,
    );
  });
});
