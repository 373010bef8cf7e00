import { type ReactNode, Suspense } from 'react';

/*
 * Hydration in pieces. Preact hydrates a page in one synchronous pass (decision 0031), so on a
 * slow phone home's pass is one long task that holds every tap. Preact keeps a subtree's server
 * markup when it suspends during hydration and hydrates it when its promise settles, so a piece
 * wrapped in <HydrateLater> stays as the server drew it (links work as plain links) and is
 * hydrated afterwards, each piece in a task of its own.
 */
let hydrating = false;
let queue: Promise<void> = Promise.resolve();

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function Paused({ children }: { children: ReactNode }) {
  if (hydrating) {
    queue = queue.then(nextTask);
    throw queue;
  }
  return children;
}

/** Hydrated after the rest of the page, in a task of its own. `children` must be one element. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Paused>{children}</Paused>
    </Suspense>
  );
}

/** Runs `hydrate`; settles once every piece it left for later is hydrated too. */
export function hydrateInPieces(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return queue.then(nextTask);
}

/**
 * Whether what renders now adopts markup the server drew: the first render in the browser of a
 * page the server rendered, before main.tsx marks #root hydrated. False on the server, after a
 * navigation in the app, and on pages the app draws itself.
 */
export function adoptingServerMarkup(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  return Boolean(root && document.getElementById('pasal-state') && !('hydrated' in root.dataset));
}
