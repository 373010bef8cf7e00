import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, vendors } from '../../db/schema/index.ts';
import type { VerifiedToken } from '../../lib/tokens.ts';

/** Sessions remembered at once; past this the oldest answers are forgotten first. */
const MAX_REMEMBERED = 10_000;

export interface SessionCheck {
  /**
   * Whether the session an access token belongs to is still open: its refresh-token family has
   * a live token, and a token that speaks for a shop speaks for an active shop of the user.
   */
  isLive(token: VerifiedToken): Promise<boolean>;
  /** Ends what this process remembers of a session (sign-out), so it is refused at once here. */
  forgetSession(sid: string): void;
  /** Ends what this process remembers of a user's sessions (password change, new shop). */
  forgetUser(userId: number): void;
}

interface Remembered {
  live: boolean;
  userId: number;
  until: number;
}

/**
 * An access token lives for minutes; signing out, changing the password or losing the shop must
 * end it sooner. Each request's token is checked against the session store, and the answer is
 * remembered for `rememberMs` so a busy session costs one query per interval. Another process
 * that ended the session is therefore obeyed within `rememberMs`; this one at once.
 */
export function createSessionCheck(db: Db, rememberMs: number): SessionCheck {
  const remembered = new Map<string, Remembered>();
  const key = (token: VerifiedToken) => `${token.sid}:${token.user_id}:${token.vendor_id}`;

  async function lookUp(token: VerifiedToken): Promise<boolean> {
    if (!isSessionId(token.sid)) return false;
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(refreshTokens)
      .leftJoin(vendors, and(eq(vendors.userId, refreshTokens.userId), eq(vendors.active, true)))
      .where(
        and(
          eq(refreshTokens.familyId, token.sid),
          eq(refreshTokens.userId, token.user_id),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          token.vendor_id > 0 ? eq(vendors.id, token.vendor_id) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    async isLive(token) {
      const k = key(token);
      const now = Date.now();
      const hit = remembered.get(k);
      if (hit && hit.until > now) return hit.live;
      const live = await lookUp(token);
      remembered.delete(k);
      if (remembered.size >= MAX_REMEMBERED) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      remembered.set(k, { live, userId: token.user_id, until: now + rememberMs });
      return live;
    },
    forgetSession(sid) {
      for (const k of remembered.keys()) if (k.startsWith(`${sid}:`)) remembered.delete(k);
    },
    forgetUser(userId) {
      for (const [k, v] of remembered) if (v.userId === userId) remembered.delete(k);
    },
  };
}

/** A session id as tokens carry it (a uuid); anything else names no session. */
export const isSessionId = (sid: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sid);
