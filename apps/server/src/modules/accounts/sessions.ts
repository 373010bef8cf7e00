import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@pasal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users, vendors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { REFRESH_TOKEN_SECONDS, type TokenClaims, type TokenService } from '../../lib/tokens.ts';

export const INVALID_REFRESH = 'Token is invalid or expired';

/** The claims of API-NOTES.md "Tokens", read fresh from the database (a new shop shows at once). */
export async function claimsFor(db: Db, userId: number): Promise<TokenClaims | null> {
  const [row] = await db
    .select({ user: users, vendorId: vendors.id })
    .from(users)
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    user_id: row.user.id,
    full_name: row.user.fullName,
    email: row.user.email,
    username: row.user.username,
    vendor_id: row.vendorId ?? 0,
  };
}

/**
 * Signs an access/refresh pair and records the refresh token. Every refresh token belongs to a
 * family (one sign-in); rotation keeps the family, so a replayed token can revoke it whole.
 */
export async function issueTokens(
  db: Db,
  tokens: TokenService,
  claims: TokenClaims,
  familyId: string = randomUUID(),
): Promise<TokenPair & { jti: string }> {
  const [access, refresh] = await Promise.all([
    tokens.sign(claims, 'access'),
    tokens.sign(claims, 'refresh'),
  ]);
  await db.insert(refreshTokens).values({
    jti: refresh.jti,
    userId: claims.user_id,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
  });
  return { access: access.token, refresh: refresh.token, jti: refresh.jti };
}

async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Trades a refresh token for a new pair and revokes it. A token that was already rotated is
 * a replay (someone else holds a copy): its whole family is revoked, the thief's and the
 * owner's sessions alike.
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: TokenService,
  presented: string,
): Promise<TokenPair> {
  const verified = await tokens.verify(presented, 'refresh');
  if (!verified) throw new AppError('unauthorized', INVALID_REFRESH);
  const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, verified.jti)).limit(1);
  if (!stored || stored.userId !== verified.user_id) throw new AppError('unauthorized', INVALID_REFRESH);
  if (stored.revokedAt) {
    if (stored.replacedBy) await revokeFamily(db, stored.familyId);
    throw new AppError('unauthorized', INVALID_REFRESH);
  }
  const claims = await claimsFor(db, stored.userId);
  if (!claims) throw new AppError('unauthorized', INVALID_REFRESH);

  return db.transaction(async (tx) => {
    const next = await issueTokens(tx, tokens, claims, stored.familyId);
    // Only one of two simultaneous refreshes can win the row; the loser is a replay.
    const won = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy: next.jti })
      .where(and(eq(refreshTokens.jti, stored.jti), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (won.length === 0) throw new AppError('unauthorized', INVALID_REFRESH);
    return { access: next.access, refresh: next.refresh };
  });
}

/** Sign-out: the presented refresh token's family ends. Unknown or invalid tokens change nothing. */
export async function revokeRefreshToken(db: Db, tokens: TokenService, presented: string): Promise<void> {
  const verified = await tokens.verify(presented, 'refresh');
  if (!verified) return;
  const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, verified.jti)).limit(1);
  if (stored) await revokeFamily(db, stored.familyId);
}

/** After a password change every session of the user ends. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
