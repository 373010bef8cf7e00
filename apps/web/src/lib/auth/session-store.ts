import { ACCESS_COOKIE, ACCESS_COOKIE_DAYS, REFRESH_COOKIE, REFRESH_COOKIE_DAYS } from '@pasal/domain/plain';
import { getCookie, removeCookie, setCookie } from '../cookies.ts';
import { decodeSessionUser, type SessionUser } from './jwt.ts';

export type SessionState = { user: SessionUser | null; loading: boolean };

/*
 * A tiny external store rather than React state: the API client (outside React) must read and
 * replace tokens, and every component must see the same user the moment that happens.
 */
let state: SessionState = { user: null, loading: true };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** What the server renders pages as (it renders only for shoppers without a session). */
const GUEST: SessionState = { user: null, loading: false };

export const sessionStore = {
  getSnapshot: (): SessionState => state,
  getServerSnapshot: (): SessionState => GUEST,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function getAccessToken(): string | null {
  return getCookie(ACCESS_COOKIE);
}

export function getRefreshToken(): string | null {
  return getCookie(REFRESH_COOKIE);
}

/** Stores both tokens and signs the user in; returns false (and signs out) when the access token is unreadable. */
export function setTokens(access: string, refresh: string): boolean {
  const user = decodeSessionUser(access);
  if (!user) {
    clearSession();
    return false;
  }
  setCookie(ACCESS_COOKIE, access, ACCESS_COOKIE_DAYS);
  setCookie(REFRESH_COOKIE, refresh, REFRESH_COOKIE_DAYS);
  emit({ user, loading: false });
  return true;
}

export function clearSession(): void {
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
  emit({ user: null, loading: false });
}
