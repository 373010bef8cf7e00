import type { Page } from 'playwright-core';
import { createTokenService, type TokenClaims } from '../../apps/server/src/lib/tokens.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import type { Journey } from './journey.ts';

export interface SessionOptions {
  /** Lifetime of the access token; under the app's 30 s clock-skew margin it counts as expired. */
  accessSeconds?: number;
  /** A refresh token the server issued (e.g. by a sign-in); by default one it never saw. */
  refresh?: string;
}

/** Claims of a token the server issued, with the session it belongs to. */
export type SessionClaims = TokenClaims & { sid: string };

/**
 * Puts a session into the browser the way the app keeps one (spec §9: the `access_token` and
 * `refresh_token` cookies), with tokens signed by the server's own secret for a session the
 * server opened (a sign-in), e.g. to make its access token expire sooner.
 */
export async function holdSession(
  page: Page,
  baseUrl: string,
  jwtSecret: string,
  { sid, ...claims }: SessionClaims,
  { accessSeconds = 3600, refresh }: SessionOptions = {},
) {
  const tokens = createTokenService(jwtSecret, accessSeconds);
  const access = await tokens.sign(claims, 'access', sid);
  const refreshToken = refresh ?? (await tokens.sign(claims, 'refresh', sid)).token;
  await page.context().addCookies([
    { name: 'access_token', value: access.token, url: baseUrl },
    { name: 'refresh_token', value: refreshToken, url: baseUrl },
  ]);
}

/** A cookie's value in the page's context, or undefined. */
export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** The names of the cookies the page holds now. */
export async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name);
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Puts a token pair the server issued into the browser's session cookies. */
export async function holdTokens(page: Page, baseUrl: string, { access, refresh }: TokenPair) {
  await page.context().addCookies([
    { name: 'access_token', value: access, url: baseUrl },
    { name: 'refresh_token', value: refresh, url: baseUrl },
  ]);
}

/** A POST to the API (as the holder of `access`, when given) that must succeed; answers its JSON. */
export async function postJson<T>(baseUrl: string, path: string, body: unknown, access?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A number the server put in an access token: the user's id, or the shop's (claims are plain base64url JSON). */
export function claimOf(tokens: TokenPair, name: 'user_id' | 'vendor_id'): number {
  const [, payload = ''] = tokens.access.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const value = claims[name];
  if (typeof value !== 'number') throw new Error(`the access token has no ${name}`);
  return value;
}

const demoSessions = new WeakMap<Journey, Map<string, Promise<TokenPair>>>();

/** A demo account's session (README), signed in through the API once per journey and shared by its tests. */
export function demoSession(journey: Journey, email: string): Promise<TokenPair> {
  let sessions = demoSessions.get(journey);
  if (!sessions) {
    sessions = new Map();
    demoSessions.set(journey, sessions);
  }
  let session = sessions.get(email);
  if (!session) {
    session = postJson<TokenPair>(journey.baseUrl, 'v1/user/token/', { email, password: DEMO_PASSWORD });
    sessions.set(email, session);
  }
  return session;
}

let registered = 0;

/** Registers a new customer through the API (signed in, as registering does) and answers its tokens. */
export async function registerCustomer(baseUrl: string, fullName = 'Maya Tamang'): Promise<TokenPair> {
  registered += 1;
  return postJson<TokenPair>(baseUrl, 'v1/user/register/', {
    full_name: fullName,
    email: `maya.${Date.now()}.${registered}@example.com`,
    phone: '9801234567',
    password: 'Pasal@2026',
    password2: 'Pasal@2026',
  });
}
