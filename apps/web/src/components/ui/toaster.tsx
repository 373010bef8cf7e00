import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner is loaded after the page is up: no toast shows before anyone has done anything.
const Sonner = lazy(() => import('./sonner-toaster.tsx'));

const subscribe = () => () => {};

/**
 * The toasts' region, mounted once the app runs in the browser: not part of the server's HTML
 * nor of hydration, and its code (sonner) stays off the first load.
 */
export function Toaster() {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  ) : null;
}
