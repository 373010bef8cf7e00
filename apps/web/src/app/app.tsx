import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { createAppRouter } from './router.tsx';
import { SessionGate } from './session-gate.tsx';

function AppRouter() {
  // Created after the session is known, so the first route match already sees the right user.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate>
        <AppRouter />
      </SessionGate>
      <Toaster />
    </QueryClientProvider>
  );
}
