import { httpRequest } from '../../api/http.ts';
import { parsed } from '../../api/parsed.ts';
import { decodeSessionUser, isExpired } from './jwt.ts';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './session-store.ts';

/** One refresh at a time across every tab of the shop (they share the session cookies). */
export const REFRESH_LOCK = 'pasal-token-refresh';

let inFlight: Promise<boolean> | null = null;

/**
 * Keeps the session another tab has just renewed: the cookies hold a refresh token other than
 * the one this tab had, and a usable access token with it.
 */
function adoptRenewed(presented: string): boolean {
  const refresh = getRefreshToken();
  const access = getAccessToken();
  if (!refresh || refresh === presented || !access) return false;
  const user = decodeSessionUser(access);
  return user !== null && !isExpired(user) && setTokens(access, refresh);
}

async function exchange(stale: string): Promise<boolean> {
  if (adoptRenewed(stale)) return true;
  const refresh = getRefreshToken();
  if (!refresh) {
    clearSession();
    return false;
  }
  try {
    const answer = httpRequest('v1/user/token/refresh/', { method: 'POST', body: { refresh } });
    const { data: pair } = await parsed(answer, ({ z }) =>
      z.object({ access: z.string().min(1), refresh: z.string().min(1) }),
    );
    return setTokens(pair.access, pair.refresh);
  } catch {
    // A tab without Web Locks may have rotated the token while we asked: its session stands.
    if (adoptRenewed(refresh)) return true;
    clearSession();
    return false;
  }
}

/** Runs `task` holding the cross-tab refresh lock, or simply runs it where Web Locks are missing. */
async function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return await locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task);
}

/**
 * Trades the refresh token for a new pair. Refresh tokens rotate, so two refreshes presenting
 * the same token would have the second refused: single-flight within the tab, and one at a
 * time across tabs (Web Locks). A tab that waited adopts the pair the other tab stored rather
 * than presenting the token that tab has just rotated. Any other failure signs the user out
 * (spec §4).
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= (async () => {
    const stale = getRefreshToken();
    if (!stale) {
      clearSession();
      return false;
    }
    return withRefreshLock(() => exchange(stale));
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
