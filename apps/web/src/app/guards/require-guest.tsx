import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Spec §2: the login and register screens send a signed-in user home. Decided on arrival only:
 * signing in on the screen itself must not bounce to / before the screen sends the user where
 * they were going.
 */
export function RequireGuest() {
  const { isLoggedIn } = useAuth();
  const [signedInOnArrival] = useState(isLoggedIn);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <Outlet />;
}
