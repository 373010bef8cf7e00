import { decodeSessionUser, isExpired } from './jwt.ts';
import { refreshTokens } from './refresh.ts';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './session-store.ts';

/** Spec §4 start-up: runs once, before the app renders anything but the loader. */
export async function restoreSession(): Promise<void> {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  if (!access || !refresh) {
    clearSession();
    return;
  }
  const user = decodeSessionUser(access);
  if (!user || isExpired(user)) {
    await refreshTokens();
    return;
  }
  setTokens(access, refresh);
}
