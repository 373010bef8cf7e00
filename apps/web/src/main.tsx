import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import type { ServerState } from './entry-server.tsx';
import { restoreSession } from './lib/auth/restore-session.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Started outside React so it runs exactly once; SessionGate shows a loader until it settles.
void restoreSession();

/** The data a page rendered on the server came with (modules/seo/page-shell.ts writes it). */
function serverState(): ServerState | null {
  const script = document.getElementById('pasal-state');
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
}

/** The lazy routes of the page being hydrated, loaded first: hydration must render what the server did. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const state = serverState();
if (state) {
  hydrate(queryClient, state.queries);
  // Hydrated as a transition, so React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a slow phone would not answer a tap meanwhile).
  void loadMatchedRoutes().then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App hydrationData={state.router} />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
