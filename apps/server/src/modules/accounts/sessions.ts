import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@pasal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users, vendors } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { REFRESH_TOKEN_SECONDS, type TokenClaims, type TokenService } from '../../lib/tokens.ts';

export const INVALID_REFRESH = 'Token is invalid or expired';

/**
 * How long after its rotation a refresh token presented again is taken for the owner's own
 * race (two tabs refreshing at once, a retried request) rather than a theft: it is refused,
 * but its chain lives on. Later than this, a rotated token is a replay and ends the chain.
 */
export const ROTATION_GRACE_SECONDS = 30;

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
    tokens.sign(claims, 'access', familyId),
    tokens.sign(claims, 'refresh', familyId),
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
 * Trades a refresh token for a new pair and revokes it. A token that was rotated more than
 * ROTATION_GRACE_SECONDS ago is a replay (someone else holds a copy): its whole family is
 * revoked, the thief's and the owner's sessions alike.
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
    const rotatedAgoMs = Date.now() - stored.revokedAt.getTime();
    if (stored.replacedBy && rotatedAgoMs > ROTATION_GRACE_SECONDS * 1000) {
      await revokeFamily(db, stored.familyId);
    }
    throw new AppError('unauthorized', INVALID_REFRESH);
  }
  const claims = await claimsFor(db, stored.userId);
  if (!claims) throw new AppError('unauthorized', INVALID_REFRESH);

  return db.transaction(async (tx) => {
    const next = await issueTokens(tx, tokens, claims, stored.familyId);
    // Only one of two simultaneous refreshes can win the row; the loser is refused (and, as
    // it is within the grace window, leaves the winner's chain alone).
    const won = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy: next.jti })
      .where(and(eq(refreshTokens.jti, stored.jti), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (won.length === 0) throw new AppError('unauthorized', INVALID_REFRESH);
    return { access: next.access, refresh: next.refresh };
  });
}

/**
 * Sign-out: the presented refresh token's family (session) ends; answers its id. Unknown or
 * invalid tokens change nothing (null).
 */
export async function revokeRefreshToken(
  db: Db,
  tokens: TokenService,
  presented: string,
): Promise<string | null> {
  const verified = await tokens.verify(presented, 'refresh');
  if (!verified) return null;
  const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, verified.jti)).limit(1);
  if (!stored) return null;
  await revokeFamily(db, stored.familyId);
  return stored.familyId;
}

/** Every session of the user ends (after a password change, or when they open a shop). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every earlier session of the user and starts a new one with claims read afresh, e.g.
 * once they opened a shop: no refresh token minted before the change stays usable.
 */
export async function restartSessions(db: Db, tokens: TokenService, userId: number): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    const claims = await claimsFor(tx, userId);
    if (!claims) throw new AppError('unauthorized', 'User not found');
    await revokeAllSessions(tx, userId);
    const { access, refresh } = await issueTokens(tx, tokens, claims);
    return { access, refresh };
  });
}
