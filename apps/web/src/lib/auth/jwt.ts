/** The claims Pasal's tokens carry (API-NOTES.md "Tokens") that the app relies on. */
export type SessionUser = {
  user_id: number;
  full_name: string;
  email: string;
  username: string;
  vendor_id: number;
  exp: number;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The claims read by hand rather than with zod: every page reads the session before it renders,
 * and zod would be most of the first load's script. An id and an expiry are required; names
 * missing or of the wrong type read as empty, a missing shop as none.
 */
function sessionClaims(payload: unknown): SessionUser | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  const { user_id, exp, vendor_id } = claims;
  if (!isInteger(user_id) || user_id <= 0 || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    user_id,
    full_name: text(claims.full_name),
    email: text(claims.email),
    username: text(claims.username),
    vendor_id: isInteger(vendor_id) ? vendor_id : 0,
    exp,
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  // Names are UTF-8 (Devanagari included), which atob alone would mangle.
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it: the server verifies; the app only needs to know who. */
export function decodeSessionUser(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return sessionClaims(JSON.parse(base64UrlDecode(payload)));
  } catch {
    return null;
  }
}

/** Treats a token as expired a little early so a request never leaves with one that dies in flight. */
export function isExpired(user: SessionUser, nowMs = Date.now(), skewSeconds = 30): boolean {
  return user.exp - skewSeconds <= nowMs / 1000;
}
