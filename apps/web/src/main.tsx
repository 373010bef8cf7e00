import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import type { ServerState } from './entry-server.tsx';
import { restoreSession } from './lib/auth/restore-session.ts';
import { hydrateInPieces } from './lib/hydrate-later.tsx';
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
  void loadMatchedRoutes()
    .then(() =>
      hydrateInPieces(() =>
        hydrateRoot(
          root,
          <StrictMode>
            <App hydrationData={state.router} />
          </StrictMode>,
        ),
      ),
    )
    .then(() => {
      // Every piece answers taps from here. The mark is where boot.js makes the taps it held,
      // what the browser journeys wait for, and where they compare the page with the server's.
      root.dataset.hydrated = '';
    });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
