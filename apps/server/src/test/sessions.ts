import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users, vendors } from '../db/schema/index.ts';
import { REFRESH_TOKEN_SECONDS, type TokenClaims } from '../lib/tokens.ts';

/** Moves a serial id's sequence past ids inserted by hand, so factories never collide with them. */
async function catchUpSequence(db: Db, table: 'users' | 'vendors') {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

/**
 * A live session for the claims, as signing in would leave: the user (and the shop, when the
 * claims speak for one) exist with those very ids, and a refresh-token family is open. Answers
 * the session id tokens carry. Rows that already exist are kept as they are.
 */
export async function openSession(db: Db, claims: TokenClaims): Promise<string> {
  const inserted = await db
    .insert(users)
    .values({
      id: claims.user_id,
      email: claims.email,
      username: claims.username,
      fullName: claims.full_name,
      passwordHash: 'not-a-password-hash',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) await catchUpSequence(db, 'users');
  if (claims.vendor_id > 0) {
    const shop = await db
      .insert(vendors)
      .values({
        id: claims.vendor_id,
        userId: claims.user_id,
        name: `Shop ${claims.vendor_id}`,
        slug: `shop-${claims.vendor_id}`,
      })
      .onConflictDoNothing()
      .returning({ id: vendors.id });
    if (shop.length > 0) await catchUpSequence(db, 'vendors');
  }
  const sid = randomUUID();
  await db.insert(refreshTokens).values({
    jti: randomUUID(),
    userId: claims.user_id,
    familyId: sid,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
  });
  return sid;
}
