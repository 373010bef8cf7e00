import { z } from 'zod';

/** The claims Pasal's tokens carry (API-NOTES.md "Tokens") that the app relies on. */
const sessionClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  full_name: z.string().catch(''),
  email: z.string().catch(''),
  username: z.string().catch(''),
  vendor_id: z.number().int().catch(0),
  exp: z.number(),
});
export type SessionUser = z.infer<typeof sessionClaimsSchema>;

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
    const parsed = sessionClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Treats a token as expired a little early so a request never leaves with one that dies in flight. */
export function isExpired(user: SessionUser, nowMs = Date.now(), skewSeconds = 30): boolean {
  return user.exp - skewSeconds <= nowMs / 1000;
}
