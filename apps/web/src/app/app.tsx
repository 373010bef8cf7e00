import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type HydrationState, RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { createAppRouter } from './router.tsx';
import { SessionGate } from './session-gate.tsx';

/** Everything around the router: one tree on the server and in the browser, as hydration needs. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionGate>{children}</SessionGate>
      <Toaster />
    </QueryClientProvider>
  );
}

function AppRouter({ hydrationData }: { hydrationData?: HydrationState }) {
  // Created after the session is known, so the first route match already sees the right user.
  const [router] = useState(() => createAppRouter(hydrationData));
  return <RouterProvider router={router} />;
}

/** The app in the browser; `hydrationData` when it takes over a page the server rendered. */
export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  return (
    <AppProviders client={queryClient}>
      <AppRouter hydrationData={hydrationData} />
    </AppProviders>
  );
}
