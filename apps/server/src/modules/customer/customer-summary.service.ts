import type { CustomerSummary } from '@pasal/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { countWishlist } from '../wishlist/wishlist.service.ts';
import { countUnreadNotifications } from './customer-notifications.service.ts';

/**
 * The sidebar's badges (PRODUCT.md: real counts). Each equals the total its page shows: every
 * order of the customer, the wishlist as listed, the notifications not yet read.
 */
export async function customerSummary(db: Db, userId: number): Promise<CustomerSummary> {
  const [orderCount, wishlist, unread] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.buyerId, userId)),
    countWishlist(db, { userId }),
    countUnreadNotifications(db, userId),
  ]);
  return { orders: orderCount[0]?.n ?? 0, wishlist, unread_notifications: unread };
}
