import { z } from 'zod';
import { httpRequest } from '../../api/http.ts';
import { clearSession, getRefreshToken, setTokens } from './session-store.ts';

const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });

let inFlight: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair. Single-flight: refresh tokens rotate, so two
 * parallel refreshes would make the second one present a token the server has just revoked.
 * Any failure signs the user out (spec §4).
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) {
      clearSession();
      return false;
    }
    try {
      const { data } = await httpRequest<unknown>('v1/user/token/refresh/', {
        method: 'POST',
        body: { refresh },
      });
      const pair = tokenPairSchema.parse(data);
      return setTokens(pair.access, pair.refresh);
    } catch {
      clearSession();
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
