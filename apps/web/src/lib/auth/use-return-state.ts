import { useLocation } from 'react-router';

/**
 * Where the login page should bring the shopper back to: this page. The login page reads
 * it from the navigation state as `from` (the same field RequireAuth sets).
 */
export function useReturnState(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}
