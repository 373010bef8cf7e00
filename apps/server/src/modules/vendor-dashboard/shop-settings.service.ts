import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { findShop } from '../shop/shop.service.ts';

/** The caller's shop, open or not (the route has checked it is theirs). */
export const readOwnShop = (db: Db, vendorId: number) => findShop(db, eq(vendors.id, vendorId));

export interface ShopSettingsChange {
  name?: string | undefined;
  description?: string | undefined;
  /** Media key of a picture already stored; absent keeps the current one. */
  imageKey?: string | undefined;
}

/**
 * Changes what was sent. The slug stays: it is the shop's public address, in links already
 * shared, so a new name does not move the shop.
 */
export async function updateShopSettings(db: Db, vendorId: number, change: ShopSettingsChange) {
  const { name, description, imageKey } = change;
  await db
    .update(vendors)
    .set({
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      ...(imageKey === undefined ? {} : { image: imageKey }),
      updatedAt: new Date(),
    })
    .where(eq(vendors.id, vendorId));
}
