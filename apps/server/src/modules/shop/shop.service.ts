import type { Shop } from '@pasal/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../media/image-variants.ts';

export const SHOP_NOT_FOUND = 'Shop not found.';

/** A shop anyone may see: its address, and open (a closed shop is not found). */
export const openShop = (slug: string) => and(eq(vendors.slug, slug), eq(vendors.active, true)) as SQL;

export type ShopRow = Awaited<ReturnType<typeof findShop>>;

/** The shop `where` picks with its owner's e-mail (spec §3 "Vendor/shop"), or 404. */
export async function findShop(db: Db, where: SQL) {
  const [row] = await db
    .select({ vendor: vendors, email: users.email })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(where)
    .limit(1);
  if (!row) throw notFound(SHOP_NOT_FOUND);
  return row;
}

/** The public page's shop (`shop/{slug}/`) and the vendor's settings share this shape. */
export function serializeShop(origin: string, { vendor, email }: ShopRow): Shop {
  return {
    id: vendor.id,
    name: vendor.name,
    slug: vendor.slug,
    image: mediaUrl(origin, vendor.image, 'thumb'),
    description: vendor.description,
    mobile: vendor.mobile,
    user: { email },
    date: vendor.createdAt.toISOString(),
  };
}
