import { stockMessages } from '@pasal/domain';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, products, vendors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forSale } from '../catalog/catalog.service.ts';

/**
 * Refuses to start a payment for an order with a product no longer for sale (unpublished, or its
 * shop closed since it was ordered), so no money is taken for it. Placing the order checks again
 * under lock (confirm-order.ts): this only spares the shopper a payment that would be refunded.
 */
export async function assertStillForSale(db: Db, orderId: number) {
  const [gone] = await db
    .select({ title: products.title })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(orderItems.orderId, orderId), not(forSale)))
    .limit(1);
  if (gone) throw new AppError('bad_request', stockMessages.withdrawn(gone.title));
}
