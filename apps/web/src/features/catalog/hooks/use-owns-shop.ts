import { useAuth } from '../../../lib/auth/use-auth.ts';

/**
 * Whether the signed-in user runs the shop with this id. The server refuses a shop owner
 * following, reviewing or asking about their own shop's products, so those are not offered.
 */
export function useOwnsShop(vendorId: number): boolean {
  const { user } = useAuth();
  return user !== null && user.vendor_id === vendorId;
}
