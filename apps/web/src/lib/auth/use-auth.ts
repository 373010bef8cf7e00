import { useSyncExternalStore } from 'react';
import type { SessionUser } from './jwt.ts';
import { clearSession, sessionStore, setTokens } from './session-store.ts';

export type Auth = {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** A vendor is a user whose token names a shop (`vendor_id > 0`). */
  isVendor: boolean;
  loading: boolean;
  setTokens: (access: string, refresh: string) => boolean;
  logout: () => void;
};

export function useAuth(): Auth {
  const { user, loading } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return {
    user,
    isLoggedIn: user !== null,
    isVendor: (user?.vendor_id ?? 0) > 0,
    loading,
    setTokens,
    logout: clearSession,
  };
}
