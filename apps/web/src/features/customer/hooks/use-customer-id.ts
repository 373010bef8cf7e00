import { useAuth } from '../../../lib/auth/use-auth.ts';

/** The signed-in customer's id. RequireAuth guarantees one; 0 only satisfies the types (queries skip it). */
export function useCustomerId(): number {
  return useAuth().user?.user_id ?? 0;
}
