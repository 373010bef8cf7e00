import { useAuth } from '../../../lib/auth/use-auth.ts';

/** The signed-in vendor's shop id. RequireVendor guarantees one; 0 only satisfies the types (queries skip it). */
export function useVendorId(): number {
  return useAuth().user?.vendor_id ?? 0;
}
