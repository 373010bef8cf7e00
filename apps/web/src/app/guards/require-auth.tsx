import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Spec §2 protected routes. The session is restored before the router renders, so "signed
 * out" here is final, never a not-yet-loaded state. The login page (a later issue) can send the
 * user back via `state.from`.
 */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
