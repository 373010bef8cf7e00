import { type ReactNode, useSyncExternalStore } from 'react';
import { FullPageLoader } from '../components/layout/full-page-loader.tsx';
import { sessionStore } from '../lib/auth/session-store.ts';

/** Spec §2: nothing renders until the session is restored, so no page ever flashes as signed out. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { loading } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return loading ? <FullPageLoader label="Restoring your session" /> : children;
}
