import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Claims both tokens carry (API-NOTES.md "Tokens"). */
export interface TokenClaims {
  user_id: number;
  full_name: string;
  email: string;
  username: string;
  /** The shop's id, or 0 for a user without a shop. */
  vendor_id: number;
}

export type TokenType = 'access' | 'refresh';

export interface VerifiedToken extends TokenClaims {
  token_type: TokenType;
  /** The session (refresh-token family) the token belongs to; it dies with it (session-check.ts). */
  sid: string;
  jti: string;
  exp: number;
  iat: number;
}

export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/**
 * The signing secret comes from config; when unset it is generated once and kept under
 * DATA_DIR, so a restart does not sign everyone out.
 */
export function loadSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createTokenService(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: TokenClaims, type: TokenType, sid: string, jti: string = randomUUID()) {
    const ttl = type === 'access' ? accessTtlSeconds : REFRESH_TOKEN_SECONDS;
    const token = await new SignJWT({ ...claims, token_type: type, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);
    return { token, jti };
  }

  /**
   * Verifies signature, expiry and type; null for anything else (never throws). A token without
   * a session id is refused: it could not be ended by signing out.
   */
  async function verify(token: string, type: TokenType): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.token_type !== type || typeof payload.user_id !== 'number') return null;
      if (typeof payload.sid !== 'string') return null;
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return { sign, verify };
}

export type TokenService = ReturnType<typeof createTokenService>;
